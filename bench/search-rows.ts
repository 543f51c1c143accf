import { runInNewContext } from 'node:vm';
import type { SearchRow } from '../src/shared/search';

/** `__webpack_require__`, as far as a module that only defines its exports uses it. */
interface ExportHelpers {
  (id: string | number): never;
  d(exports: object, definition: Record<string, () => unknown> | unknown[]): void;
  r(exports: object): void;
}

type ModuleFactory = (module: { exports: Record<string, unknown> }, exports: Record<string, unknown>, require: ExportHelpers) => void;

/**
 * `d` in both of webpack's forms: an object of getters, or a flat array of `key, getter` and
 * `key, 0, value` entries.
 */
function defineExports(exports: object, definition: Record<string, () => unknown> | unknown[]): void {
  if (!Array.isArray(definition)) {
    for (const [key, get] of Object.entries(definition)) Object.defineProperty(exports, key, { enumerable: true, get });
    return;
  }
  for (let at = 0; at < definition.length; ) {
    const key = String(definition[at++]);
    const binding = definition[at++];
    if (binding === 0) Object.defineProperty(exports, key, { enumerable: true, value: definition[at++] });
    else Object.defineProperty(exports, key, { enumerable: true, get: binding as () => unknown });
  }
}

const helpers: ExportHelpers = Object.assign(
  (id: string | number): never => {
    throw new Error(`module ${id} is not in this chunk`);
  },
  { d: defineExports, r: () => {} },
);

const isRows = (value: unknown): value is SearchRow[] =>
  Array.isArray(value) && value.length > 0 && value.every((row) => Array.isArray(row) && row.length === 6 && row.every((cell) => typeof cell === 'string'));

/**
 * The search rows exactly as shipped, from the source of the built `search-index` chunk. The chunk is
 * a classic script that pushes its modules onto `self.webpackChunk…`; it runs in an empty context and
 * the module whose default export is the rows is called with just the helpers to define it.
 */
export function rowsOfChunk(source: string): SearchRow[] {
  const self: Record<string, [unknown, Record<string, ModuleFactory>][]> = {};
  runInNewContext(source, { self });
  const factories = Object.values(self).flatMap((pushed) => pushed.flatMap(([, modules]) => Object.values(modules)));
  for (const factory of factories) {
    const module = { exports: {} as Record<string, unknown> };
    try {
      factory(module, module.exports, helpers);
    } catch {
      // A module that needs others (the search library, say) is not the rows: look further.
      continue;
    }
    if (isRows(module.exports.default)) return module.exports.default;
  }
  throw new Error('the search-index chunk holds no module of search rows');
}

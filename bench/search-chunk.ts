import type { SearchResults } from '../src/shared/search';
import type { SearchCore } from '../src/shared/search-format';

/** `__webpack_require__`, as far as the modules of one chunk use it. */
interface ChunkRequire {
  (id: string): unknown;
  d(exports: object, definition: Record<string, () => unknown> | unknown[]): void;
  r(exports: object): void;
  /** The public path, and the base URL `new URL(…, import.meta.url)` resolves against. */
  p: string;
  b: string;
}

type ModuleFactory = (module: { exports: Record<string, unknown> }, exports: Record<string, unknown>, require: ChunkRequire) => void;

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

export interface ShippedSearch {
  /** The chunk's `search`: the first `limit` results (12 by default) and how many matched. */
  search(query: string, limit?: number): Promise<SearchResults>;
  /** Paths it fetched, in order: the shards its queries needed. */
  fetched: string[];
}

/**
 * The local search exactly as shipped: the built `search-index` chunk (a classic script pushing its
 * modules onto `self.webpackChunk…`) run with a `self` and a `fetch` of its own, with just enough of webpack's
 * runtime for its modules to require each other, fetching its shards from `origin`. Each call is a
 * fresh page's search: nothing loaded yet.
 */
export function shippedSearch(source: string, origin: string): ShippedSearch {
  const fetched: string[] = [];
  const self: Record<string, [unknown, Record<string, ModuleFactory>][]> = {};
  // The shards' URLs are site paths, as the browser resolves them against the page.
  const fetchAndRecord = (url: string | URL) => {
    const absolute = new URL(url, `${origin}/`);
    fetched.push(absolute.pathname);
    return fetch(absolute);
  };
  // A function of this realm, not a `vm` context: there every global the search reads (Math, Map) would
  // go through the context's interceptors, several times slower than in a browser.
  new Function('self', 'fetch', source)(self, fetchAndRecord);
  const factories: Record<string, ModuleFactory> = Object.assign({}, ...Object.values(self).flatMap((pushed) => pushed.map(([, modules]) => modules)));
  const cache = new Map<string, Record<string, unknown>>();
  const require: ChunkRequire = Object.assign(
    (id: string) => {
      const factory = factories[id];
      if (!factory) throw new Error(`module ${id} is not in the search-index chunk`);
      if (!cache.has(id)) {
        const module = { exports: {} as Record<string, unknown> };
        cache.set(id, module.exports);
        factory(module, module.exports, require);
        cache.set(id, module.exports);
      }
      return cache.get(id);
    },
    { d: defineExports, r: () => {}, p: '/', b: `${origin}/` },
  );
  for (const id of Object.keys(factories)) {
    const exports = require(id);
    // Own properties only: a module exporting a string (a shard's URL) has String.prototype.search.
    if (typeof exports === 'object' && exports && Object.hasOwn(exports, 'search')) return { search: (exports as { search: ShippedSearch['search'] }).search, fetched };
  }
  throw new Error('the search-index chunk exports no search function');
}

/**
 * The index's core as the built chunk carries it: the string literal the minifier made of core.json
 * (`.generated/search/core.json` may hold a unit test's fixture since the build).
 */
export function coreIn(source: string): SearchCore {
  const found = /JSON\.parse\((['"`])\{\\?"documentCount/.exec(source);
  if (!found) throw new Error('the built search-index chunk carries no index core');
  const open = found.index + 'JSON.parse('.length;
  let at = open + 1;
  while (at < source.length && source[at] !== found[1]) at += source[at] === '\\' ? 2 : 1;
  // Our own build's literal, evaluated to the string JSON.parse gets.
  return JSON.parse(new Function(`return ${source.slice(open, at + 1)};`)() as string) as SearchCore;
}

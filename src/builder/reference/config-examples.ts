import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from '../markdown/visit';
import { scanContent } from '../content/scan';

/** Fences whose meta line says `webpack-config` are complete configuration files. */
export const CONFIG_MARKER = 'webpack-config';
/** `webpack-config run` also builds the example, on a fixture with `src/index.js`. */
export const RUN_MARKER = 'run';

export interface ConfigExample {
  /** e.g. `content/configuration/output.md` */
  file: string;
  line: number;
  code: string;
  /** ES module (`export default`) or CommonJS. */
  format: 'esm' | 'cjs';
  /** Whether the example should also build a fixture project without errors. */
  run: boolean;
}

/** An example's module format: an ES module when a line starts with `import` or `export`. */
export const formatOf = (code: string): ConfigExample['format'] => (/^\s*(?:import\s|export\s)/m.test(code) ? 'esm' : 'cjs');

/** Whether a fence's meta line marks a configuration example that builds (`webpack-config run`). */
export function isRunExample(meta: string | undefined): boolean {
  const words = meta?.split(/\s+/) ?? [];
  return words.includes(CONFIG_MARKER) && words.includes(RUN_MARKER);
}

/** Every marked configuration example in the content, with the file and line it starts on. */
export async function configExamples(root: string, displayRoot = 'content'): Promise<ConfigExample[]> {
  const examples: ConfigExample[] = [];
  const parser = unified().use(remarkParse);
  for (const path of await scanContent(root)) {
    const tree = parser.parse(await readFile(join(root, path), 'utf8')) as Root;
    visit(tree, 'code', (node: Code) => {
      const meta = node.meta?.split(/\s+/) ?? [];
      if (!meta.includes(CONFIG_MARKER)) return;
      examples.push({
        file: posix.join(displayRoot, path),
        line: node.position?.start.line ?? 1,
        code: node.value,
        format: formatOf(node.value),
        run: isRunExample(node.meta ?? undefined),
      });
    });
  }
  return examples;
}

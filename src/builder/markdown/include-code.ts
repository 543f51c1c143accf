import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { changedLines } from './code-notation';
import { exampleFolderProject } from '../reference/config-example-project';
import { playgroundLink } from './playground-link';

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of the files the page shows. */
    includes: string[];
  }
}

export interface IncludeCodeOptions {
  /** Path shown in errors, e.g. `content/guides/caching.md`. */
  file: string;
  /** Absolute folder of the markdown file: `file="…"` paths are relative to it. */
  sourceDir: string;
}

const FILE = /(?:^|\s)file="([^"]+)"/;
const LINES = /(?:^|\s)lines="(\d+)-(\d+)"/;
const DIFF = /(?:^|\s)diff="([^"]+)"/;

/**
 * A fence whose meta names `file="./examples/caching/webpack.config.js"` shows that file, read at
 * build time, so a guide's code is always its tested example project. `lines="3-12"` shows part of
 * it. The caption is the path inside the example project (the folder with the nearest
 * package.json), unless the fence sets `title="…"` itself. The project's configuration file also gets
 * "Try it" when the playground builds the project as Node does (exampleFolderProject).
 * `diff="./examples/code-splitting/webpack.entries.js"` shows the file as a change of that one: the
 * lines it adds and removes marked (rehypeHighlight marks them), so a guide's step is always the
 * difference between two tested files.
 */
export function remarkIncludeCode({ file, sourceDir }: IncludeCodeOptions) {
  return (tree: Root, vfile: VFile) => {
    visit(tree, 'code', (node: Code) => {
      const path = node.meta ? FILE.exec(node.meta)?.[1] : undefined;
      if (!path || !node.meta) return;
      const line = node.position?.start.line ?? 1;
      if (node.value.trim() !== '') {
        throw new ContentError(file, line, `a fence with file="${path}" shows that file: leave the fence empty`);
      }
      const read = (shown: string) => {
        const absolute = resolve(sourceDir, shown);
        if (!existsSync(absolute)) throw new ContentError(file, line, `code file not found: ${shown}`);
        // The render cache must know that this page changes when that file does.
        (vfile.data.includes ??= []).push(absolute);
        return { absolute, text: readFileSync(absolute, 'utf8').replace(/\n$/, '') };
      };
      const { absolute, text } = read(path);
      node.value = selectLines(text, node.meta, file, line, path);
      // An excerpt that asks for line numbers is numbered as in its file.
      const first = LINES.exec(node.meta)?.[1];
      if (first) node.meta = node.meta.replace(/(^|\s)showLineNumbers(?=\s|$)/, `$1showLineNumbers{${first}}`);
      // Where a type error of a `twoslash` fence is (rehypeHighlight): the file's line, not the page's.
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataFile: path, dataFirstLine: Number(first ?? 1) } };
      const compared = DIFF.exec(node.meta)?.[1];
      if (compared) {
        if (LINES.test(node.meta)) throw new ContentError(file, line, `diff="${compared}" compares whole files: leave out lines="…"`);
        const { text: value, added, removed } = changedLines(read(compared).text, node.value);
        if (added.length + removed.length === 0) throw new ContentError(file, line, `${path} is the same as ${compared}: leave out diff="…"`);
        node.value = value;
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataAddedLines: added.join(','), dataRemovedLines: removed.join(',') } };
      }
      const root = projectRoot(absolute);
      if (!/title="/.test(node.meta)) node.meta = `${node.meta} title="${root ? relative(root, absolute).split(sep).join('/') : basename(absolute)}"`;
      const project = root && dirname(absolute) === root ? exampleFolderProject(root) : undefined;
      if (project && /^webpack\.config\.[cm]?js$/.test(basename(absolute))) {
        // "Try it" opens the whole project (rehypeHighlight adds the link), so the page changes with any of its files.
        (vfile.data.includes ??= []).push(...Object.keys(project).map((path) => join(root!, path)));
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataPlayground: playgroundLink(project) } };
      }
    });
  };
}

function selectLines(text: string, meta: string, file: string, line: number, path: string): string {
  const range = LINES.exec(meta);
  if (!range) return text;
  const lines = text.split('\n');
  const from = Number(range[1]);
  const to = Number(range[2]);
  if (from < 1 || to < from || to > lines.length) {
    throw new ContentError(file, line, `lines="${from}-${to}" is outside ${path} (${lines.length} lines)`);
  }
  return lines.slice(from - 1, to).join('\n');
}

/** The example project a file belongs to: the folder of the nearest package.json. */
function projectRoot(absolute: string): string | undefined {
  for (let dir = dirname(absolute); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return undefined;
}

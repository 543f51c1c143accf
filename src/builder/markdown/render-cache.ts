import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { readJsonFile, writeJsonFile } from '../json-file';
import { paths } from '../paths';
import { hashOfFiles } from '../source-hash';
import { highlighted } from './highlight';
import type { ContentExtension } from '../../shared/content';
import type { PageRenderer, RenderedMarkdown, RenderInput } from './render';

/**
 * What rendering a page depends on besides its input and the files it includes: the pipeline's own
 * code and the installed packages (webpack's schemas and hooks feed the generated tables, READMEs come
 * from node_modules). A change to any of them renders every page anew.
 */
const PIPELINE = ['src/builder/content', 'src/builder/markdown', 'src/builder/reference', 'src/builder/paths.ts', 'src/shared', 'site.config.ts', 'package-lock.json'];

interface Entry {
  /** Hash of each included file's content when the page was rendered, by path from the page's folder. */
  includes: Record<string, string>;
  rendered: RenderedMarkdown;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface RenderCache {
  /** The page as an earlier build rendered it from the same input, if no file it includes has changed since. */
  get(kind: string, input: RenderInput): Promise<RenderedMarkdown | undefined>;
  set(kind: string, input: RenderInput, rendered: RenderedMarkdown): Promise<void>;
  /** Forgets every entry this build did not use, so the folder holds one build's pages. */
  prune(): Promise<void>;
}

/**
 * Rendered pages kept across builds, one file per page in `dir`, keyed by the page's input and the
 * pipeline's version: rendering (unified, MDX, the generated tables) was most of a warm build, and from
 * one build to the next nearly every page is the same. Only successful renders are kept, so a broken
 * page reports its error every time.
 */
export function renderCache(dir = join(paths.cache, 'render'), root = paths.root): RenderCache {
  let pipeline: Promise<string> | undefined;
  const used = new Set<string>();
  const keyOf = async (kind: string, input: RenderInput) => {
    pipeline ??= hashOfFiles(root, PIPELINE);
    // Not where the content folder is (a copy of it renders the same; included files are checked by
    // their path from the page's folder), but the entries of maps (a README's package pages):
    // JSON.stringify alone drops them.
    const { sourceDir, ...located } = input;
    const key = sha256(JSON.stringify([await pipeline, kind, located, sourceDir !== undefined], (_, value: unknown) => (value instanceof Map ? [...value] : value)));
    used.add(key);
    return key;
  };
  const hashOfFile = (path: string) => readFile(path).then(sha256, () => undefined);
  return {
    async get(kind, input) {
      const key = await keyOf(kind, input);
      const entry = await readJsonFile<Entry>(join(dir, `${key}.json`));
      if (!entry) return undefined;
      const current = await Promise.all(Object.entries(entry.includes).map(async ([path, hash]) => (await hashOfFile(resolve(input.sourceDir ?? '', path))) === hash));
      if (!current.every(Boolean)) return undefined;
      return { ...entry.rendered, includes: Object.keys(entry.includes).map((path) => resolve(input.sourceDir ?? '', path)) };
    },
    async set(kind, input, rendered) {
      const key = await keyOf(kind, input);
      const includes = Object.fromEntries(
        await Promise.all(rendered.includes.map(async (path) => [relative(input.sourceDir ?? '', path), sha256(await readFile(path))] as const)),
      );
      await writeJsonFile(join(dir, `${key}.json`), { includes, rendered: { ...rendered, includes: [] } } satisfies Entry);
    },
    async prune() {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !used.has(name.replace(/\.json$/, ''))).map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

/** The build's cache of rendered pages. */
export const pageRenders: RenderCache = renderCache();

/** Renders a page, or takes it from the render cache; its code blocks stay in the highlight cache either way. */
export async function renderCached(kind: ContentExtension, input: RenderInput, render: PageRenderer): Promise<RenderedMarkdown> {
  const cached = await pageRenders.get(kind, input);
  if (cached) {
    highlighted.keep(cached.highlighted);
    return cached;
  }
  const made = await render(kind, input);
  await pageRenders.set(kind, input, made);
  return made;
}

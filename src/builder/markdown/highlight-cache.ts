import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { writeJsonFile } from '../json-file';
import { paths } from '../paths';

/**
 * Highlighted code blocks kept across builds, by highlighter version, themes, language and source:
 * Shiki is the largest part of rendering the content (about 7 of 17 s for our pages), and from one
 * build to the next nearly every block is the same. One JSON file, read on first use; `save` writes
 * the blocks this build used (and no others) under a temporary name, then renames it into place, but
 * only when this build highlighted a block: otherwise the file already holds every block it used (at
 * most with some no page uses any more, dropped by the next build that saves), and a build served by
 * the render cache neither reads nor writes it (for our site, about 10 MB of JSON).
 */
export interface HighlightCache {
  keyOf(language: string, source: string): string;
  has(language: string, source: string): boolean;
  highlight(language: string, source: string, make: () => Element): Element;
  /** Marks blocks as used by this build without highlighting them: those of a page the render cache had (read at `save`, if it writes). */
  keep(keys: readonly string[]): void;
  /** Takes blocks highlighted in another thread (the render pool's worker), by key, as used by this build. */
  adopt(blocks: Record<string, Element>): void;
  /** The blocks of these keys this build used, for the thread that saves the cache (see adopt). */
  blocksOf(keys: readonly string[]): Record<string, Element>;
  /** Writes the blocks this build used, when it highlighted any. */
  save(): Promise<void>;
}

interface CacheFile {
  version: string;
  blocks: Record<string, Element>;
}

export function highlightCache(version: string, file = join(paths.cache, 'highlight.json')): HighlightCache {
  let known: Record<string, Element> | undefined;
  const used: Record<string, Element> = {};
  /** Blocks of pages the render cache served: copied from `known` only when the file is written. */
  const kept = new Set<string>();
  /** Whether a block was highlighted in this build, here or in another thread. */
  let highlightedAny = false;
  const load = () => {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      return saved.version === version ? saved.blocks : {};
    } catch {
      // No cache yet, or one a crash left unreadable: highlight everything anew.
      return {};
    }
  };
  const keyOf = (language: string, source: string) => createHash('sha256').update(`${language}\0${source}`).digest('base64url');
  return {
    keyOf,
    has(language, source) {
      known ??= load();
      const key = keyOf(language, source);
      return key in used || key in known;
    },
    highlight(language, source, make) {
      known ??= load();
      const key = keyOf(language, source);
      let block = used[key] ?? known[key];
      if (!block) {
        block = make();
        highlightedAny = true;
      }
      used[key] = block;
      // Later steps set attributes on the element and move it into a figure: each page gets its own
      // element. Its children (the lines and their tokens) are shared: no step changes them, and a deep
      // copy of every block was 0.3 s of the build's own thread.
      return { ...block, properties: { ...block.properties } };
    },
    keep(keys) {
      for (const key of keys) kept.add(key);
    },
    adopt(blocks) {
      Object.assign(used, blocks);
      highlightedAny = true;
    },
    blocksOf(keys) {
      return Object.fromEntries(keys.flatMap((key) => (used[key] ? [[key, used[key]]] : [])));
    },
    async save() {
      if (!highlightedAny) return;
      known ??= load();
      for (const key of kept) {
        const block = used[key] ?? known[key];
        if (block) used[key] = block;
      }
      await writeJsonFile(file, { version, blocks: used } satisfies CacheFile);
    },
  };
}

import { join } from 'node:path';
import { buildContentIndex, type ContentIndex } from './content/content-index';
import { emitModules, type EmittedContent } from './content/emit-modules';
import type { ContentHistory } from './content/git-history';
import type { PageMemo } from './content/page-memo';
import { highlighted } from './markdown/highlight';
import { pageRenders } from './markdown/render-cache';
import { renderPool } from './markdown/render-pool';
import { paths } from './paths';
import { presetsModule } from './playground/presets';
import { cachedSearchIndexModules, type SearchIndexBuilder } from './search/search-index';
import { readSynonyms, SYNONYMS_FILE } from './search/synonyms';
import { splashExamplesModule } from './splash-examples';
import { supportersModule } from './supporters/data-file';
import { refreshSupportersForBuild } from './supporters/refresh';

/** What the content step read: the content index and the modules made beside it (splash examples, supporters). */
export interface ReadContent {
  index: ContentIndex;
  /** Generated modules other than the pages', by path. */
  modules: Record<string, string>;
  /** The supporters' pictures the site serves (absolute paths; see supportersModule). */
  supporterPictures: string[];
}

export interface GeneratedContent extends EmittedContent, ReadContent {}

export interface ReadOptions {
  /** Refresh the supporter data from Open Collective first (refresh.ts), saying in this log which data is used. */
  refreshSupporters?: { log: (line: string) => void };
  /** Pages an earlier step of this process loaded, reused where unchanged (the dev server; page-memo.ts). */
  memo?: PageMemo;
  /** The content's git history, if the caller has read it. */
  history?: ContentHistory;
}

export interface WriteOptions {
  /** For the dev server, whose webpack watches the folder: only changed files are rewritten. */
  inPlace?: boolean;
}

/**
 * Reads the content and writes every generated module webpack needs (pages, sidebars, splash examples,
 * supporters, search index).
 */
export async function generateModules(contentRoot = paths.content, options: ReadOptions & WriteOptions = {}): Promise<GeneratedContent> {
  const content = await readContent(contentRoot, options);
  return writeModules(content, await searchModules(content.index, contentRoot), options);
}

/** Reads and renders the content, and makes the modules that do not depend on it. */
export async function readContent(contentRoot = paths.content, { refreshSupporters, memo, history }: ReadOptions = {}): Promise<ReadContent> {
  // Over the network, while the content is read.
  const refreshed = refreshSupporters ? refreshSupportersForBuild(refreshSupporters) : undefined;
  // Only a step that loads every page through the caches knows which of their entries are still in use.
  const everyPageCached = !memo || memo.empty;
  const pool = renderPool();
  let index: ContentIndex;
  let splashExamples: string;
  try {
    index = await buildContentIndex({ root: contentRoot, render: pool.render, memo, history });
    // While the pool is open: its worker has loaded Shiki, this thread has not.
    splashExamples = await splashExamplesModule();
  } finally {
    await pool.close();
  }
  await refreshed;
  const supporters = await supportersModule();
  if (everyPageCached) {
    await highlighted.save();
    await pageRenders.prune();
  }
  const modules = { 'splash-examples.js': splashExamples, 'supporters.js': supporters.module, 'playground-presets.js': await presetsModule(contentRoot) };
  return { index, modules, supporterPictures: supporters.pictures };
}

/** The search index's modules for this content (search-index.ts), the slowest part of a step that changed text. */
export async function searchModules(index: ContentIndex, contentRoot = paths.content, build?: SearchIndexBuilder): Promise<Record<string, string>> {
  return cachedSearchIndexModules(index, await readSynonyms(join(contentRoot, SYNONYMS_FILE)), { build });
}

/** Writes the content's modules and data files into `.generated/` (emit-modules.ts). */
export async function writeModules(content: ReadContent, search: Record<string, string>, { inPlace = false }: WriteOptions = {}): Promise<GeneratedContent> {
  const emitted = await emitModules(content.index, paths.generated, { ...content.modules, ...search }, { inPlace });
  return { ...content, ...emitted };
}

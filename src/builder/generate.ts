import { join } from 'node:path';
import { buildContentIndex, type ContentIndex } from './content/content-index';
import { emitModules, type EmittedContent } from './content/emit-modules';
import { highlighted } from './markdown/highlight';
import { pageRenders } from './markdown/render-cache';
import { renderPool } from './markdown/render-pool';
import { paths } from './paths';
import { cachedSearchIndexModules } from './search/search-index';
import { readSynonyms, SYNONYMS_FILE } from './search/synonyms';
import { splashExamplesModule } from './splash-examples';
import { supportersModule } from './supporters/data-file';
import { refreshSupportersForBuild } from './supporters/refresh';

export interface GeneratedContent extends EmittedContent {
  index: ContentIndex;
  /** The supporters' pictures the site serves (absolute paths; see supportersModule). */
  supporterPictures: string[];
}

export interface GenerateOptions {
  /** For the dev server, whose webpack watches the folder: only changed files are rewritten. */
  inPlace?: boolean;
  /** Refresh the supporter data from Open Collective first (refresh.ts), saying in this log which data is used. */
  refreshSupporters?: { log: (line: string) => void };
}

/**
 * Reads the content and writes every generated module webpack needs (pages, sidebars, splash examples,
 * supporters, search index).
 */
export async function generateModules(contentRoot = paths.content, { inPlace = false, refreshSupporters }: GenerateOptions = {}): Promise<GeneratedContent> {
  // Over the network, while the content is read.
  const refreshed = refreshSupporters ? refreshSupportersForBuild(refreshSupporters) : undefined;
  const pool = renderPool();
  let index: ContentIndex;
  let splashExamples: string;
  try {
    index = await buildContentIndex({ root: contentRoot, render: pool.render });
    // While the pool is open: its worker has loaded Shiki, this thread has not.
    splashExamples = await splashExamplesModule();
  } finally {
    await pool.close();
  }
  await refreshed;
  const supporters = await supportersModule();
  await highlighted.save();
  await pageRenders.prune();
  const emitted = await emitModules(
    index,
    paths.generated,
    {
      'splash-examples.js': splashExamples,
      'supporters.js': supporters.module,
      ...(await cachedSearchIndexModules(index, await readSynonyms(join(contentRoot, SYNONYMS_FILE)))),
    },
    { inPlace },
  );
  return { index, supporterPictures: supporters.pictures, ...emitted };
}

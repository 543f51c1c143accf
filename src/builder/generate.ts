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

export interface GeneratedContent extends EmittedContent {
  index: ContentIndex;
  /** The supporters' pictures the site serves (absolute paths; see supportersModule). */
  supporterPictures: string[];
}

/**
 * Reads the content and writes every generated module webpack needs (pages, sidebars, splash examples,
 * supporters, search index); `inPlace` for the dev server, whose webpack watches the folder.
 */
export async function generateModules(contentRoot = paths.content, { inPlace = false }: { inPlace?: boolean } = {}): Promise<GeneratedContent> {
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

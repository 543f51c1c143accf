import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentIndex } from '../src/builder/content/content-index';
import { useTempTree } from '../test/support/temp-tree';
import { SYNTHETIC_SECTIONS, writeSyntheticSite } from './synthetic-site';

const tree = useTempTree('bench-synthetic-');

describe('writeSyntheticSite', () => {
  it('copies the base content and adds pages that pass every content check, links and anchors included', async () => {
    // A small base with just the section pages the generated ones link back to (the real run copies content/).
    const base = await tree(Object.fromEntries(SYNTHETIC_SECTIONS.map((section) => [`${section}/index.md`, `---\ntitle: Section ${section}\n---\n\nSynthetic base.\n`])));
    const target = join(await tree({}), 'content');
    await writeSyntheticSite(base, target, 12);

    const index = await buildContentIndex({ root: target });

    expect(index.pages).toHaveLength(SYNTHETIC_SECTIONS.length + 12);
    expect((await readdir(join(target, SYNTHETIC_SECTIONS[0]!))).filter((file) => file.startsWith('synthetic-'))).toHaveLength(3);
  });
});

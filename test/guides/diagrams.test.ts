import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DERIVED_DIAGRAMS, drawDerived } from '../../src/builder/diagrams/build-derived';
import { ROOT } from './example-project';

/**
 * The diagrams drawn from real builds (src/builder/diagrams/build-derived.ts): built again with the
 * installed webpack, each must be the DOT that is committed and shown, so a picture cannot drift from
 * what webpack does. After a deliberate change, `npm run diagrams` writes them anew.
 */
describe('diagrams drawn from builds', () => {
  it.each(DERIVED_DIAGRAMS.map((diagram) => [diagram.file, diagram] as const))('%s is what the build draws today', async (file, diagram) => {
    const committed = readFileSync(join(ROOT, file), 'utf8');
    expect(await drawDerived(diagram), `run npm run diagrams if webpack's output changed on purpose`).toBe(committed);
  });

  it.each(DERIVED_DIAGRAMS.map((diagram) => diagram.file).filter((file) => file.startsWith('content/')))('%s is shown by a page', (file) => {
    const pages = readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' }).filter((path) => /\.mdx?$/.test(path) && !path.includes('examples'));
    const shownBy = pages.filter((page) => readFileSync(join(ROOT, 'content', page), 'utf8').includes(`file="../${file.slice('content/'.length)}"`));
    expect(shownBy).toHaveLength(1);
  });
});

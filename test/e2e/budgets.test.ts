import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadAssets } from '../../bench/page-weight';
import { paths } from '../../src/builder/paths';

const pages = inject('pages');
const KB = 1000;
/** The budgets of issue 6, in Brotli-compressed bytes (what the server sends). */
const BUDGET = { firstLoadJs: 90 * KB, css: 20 * KB, conceptsHtml: 30 * KB };

/** A file's size as served compressed: the build's `.br` variant, or compressed here when it wrote none. */
async function compressedSize(file: string): Promise<number> {
  const variant = await readFile(`${file}.br`).catch(() => undefined);
  if (variant) return variant.length;
  return brotliCompressSync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** What a first visit to `url` downloads before it is interactive: its HTML, stylesheets and scripts. */
async function firstLoad(url: string) {
  const file = join(paths.dist, url, 'index.html');
  const { stylesheets, scripts } = firstLoadAssets(await readFile(file, 'utf8'));
  // Every page starts the app: a page that lists no script was not parsed right, not light.
  if (scripts.length === 0) throw new Error(`${url}: no start script with data-scripts found`);
  const sum = async (paths_: string[]) => (await Promise.all(paths_.map((path) => compressedSize(join(paths.dist, path))))).reduce((a, b) => a + b, 0);
  return { html: await compressedSize(file), css: await sum(stylesheets), js: await sum(scripts) };
}

describe('byte budgets (Brotli, as served)', () => {
  it(`keeps first-load JavaScript of every documentation page within ${BUDGET.firstLoadJs / KB} kB and CSS within ${BUDGET.css / KB} kB`, async () => {
    const over: string[] = [];
    let largest = { url: '', js: 0 };
    for (const { url } of pages) {
      const { js, css } = await firstLoad(url);
      if (js > BUDGET.firstLoadJs) over.push(`${url}: JavaScript ${js} B`);
      if (css > BUDGET.css) over.push(`${url}: CSS ${css} B`);
      if (js > largest.js) largest = { url, js };
    }
    console.log(`largest first-load JavaScript: ${largest.url} ${(largest.js / KB).toFixed(1)} kB`);
    expect(over).toEqual([]);
  });

  it(`keeps the HTML of /concepts/ within ${BUDGET.conceptsHtml / KB} kB`, async () => {
    const { html } = await firstLoad('/concepts/');
    expect(html).toBeLessThanOrEqual(BUDGET.conceptsHtml);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_JS_TARGET, firstLoadAssets } from '../../bench/page-weight';
import { paths } from '../../src/builder/paths';

const pages = inject('pages');
const KB = 1000;
/**
 * The budgets of issues 6 and 16, in compressed bytes (what the server sends): first-load JavaScript
 * in Brotli and in gzip (for browsers and proxies without Brotli), the rest in Brotli.
 */
const BUDGET = { firstLoadJs: FIRST_LOAD_JS_TARGET.brotli, firstLoadJsGzip: FIRST_LOAD_JS_TARGET.gzip, css: 20 * KB, conceptsHtml: 30 * KB };

type Encoding = 'br' | 'gz';
const compress: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

/** A file's size as served compressed: the build's variant, or compressed here when it wrote none. */
async function compressedSize(file: string, encoding: Encoding = 'br'): Promise<number> {
  const variant = await readFile(`${file}.${encoding}`).catch(() => undefined);
  if (variant) return variant.length;
  return compress[encoding](await readFile(file)).length;
}

/** What a first visit to `url` downloads before it is interactive: its HTML, stylesheets and scripts. */
async function firstLoad(url: string) {
  const file = join(paths.dist, url, 'index.html');
  const { stylesheets, scripts } = firstLoadAssets(await readFile(file, 'utf8'));
  // Every page starts the app: a page that lists no script was not parsed right, not light.
  if (scripts.length === 0) throw new Error(`${url}: no start script with data-scripts found`);
  const sum = async (paths_: string[], encoding: Encoding = 'br') =>
    (await Promise.all(paths_.map((path) => compressedSize(join(paths.dist, path), encoding)))).reduce((a, b) => a + b, 0);
  return { html: await compressedSize(file), css: await sum(stylesheets), js: await sum(scripts), jsGzip: await sum(scripts, 'gz') };
}

describe('byte budgets (compressed, as served)', () => {
  it(`keeps first-load JavaScript of every documentation page within ${BUDGET.firstLoadJs / KB} kB Brotli and ${BUDGET.firstLoadJsGzip / KB} kB gzip, and CSS within ${BUDGET.css / KB} kB`, async () => {
    const over: string[] = [];
    let largest = { url: '', js: 0, jsGzip: 0 };
    for (const { url } of pages) {
      const { js, jsGzip, css } = await firstLoad(url);
      if (js > BUDGET.firstLoadJs) over.push(`${url}: JavaScript ${js} B Brotli`);
      if (jsGzip > BUDGET.firstLoadJsGzip) over.push(`${url}: JavaScript ${jsGzip} B gzip`);
      if (css > BUDGET.css) over.push(`${url}: CSS ${css} B`);
      if (js > largest.js) largest = { url, js, jsGzip };
    }
    console.log(`largest first-load JavaScript: ${largest.url} ${(largest.js / KB).toFixed(1)} kB Brotli, ${(largest.jsGzip / KB).toFixed(1)} kB gzip`);
    expect(over).toEqual([]);
  });

  it(`keeps the HTML of /concepts/ within ${BUDGET.conceptsHtml / KB} kB`, async () => {
    const { html } = await firstLoad('/concepts/');
    expect(html).toBeLessThanOrEqual(BUDGET.conceptsHtml);
  });
});

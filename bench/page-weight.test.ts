import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { useTempTree } from '../test/support/temp-tree';
import { compressedSizes, firstLoadAssets, pageWeight } from './page-weight';

const tree = useTempTree('bench-weight-');

const HEAD = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Synthetic</title>',
  '<link rel="icon" href="/favicon.svg">',
  '<link rel="stylesheet" href="/assets/main.1.css">',
  '<script>document.documentElement.dataset.theme = "light"</script>',
  '<link rel="preload" as="font" href="/assets/font.1.woff2">',
].join('\n');
const BODY =
  '<body><link rel="stylesheet" href="/assets/late.css"><div id="root"></div><script data-scripts="/assets/page/concepts/index.1.js /assets/main.1.js">start()</script></body>';

describe('firstLoadAssets', () => {
  it("lists the head's stylesheets and the scripts the start script runs", () => {
    expect(firstLoadAssets(HEAD + BODY)).toEqual({
      stylesheets: ['/assets/main.1.css'],
      scripts: ['/assets/page/concepts/index.1.js', '/assets/main.1.js'],
    });
  });
});

describe('pageWeight', () => {
  it('adds up the document, its stylesheets and its scripts, each compressed on its own', async () => {
    const css = 'body { color: black; }\n'.repeat(50);
    const page = 'export const html = "<p>synthetic</p>";\n'.repeat(20);
    const main = 'console.log("synthetic main");\n'.repeat(30);
    const distDir = await tree({
      'concepts/index.html': HEAD + BODY,
      'assets/main.1.css': css,
      'assets/page/concepts/index.1.js': page,
      'assets/main.1.js': main,
    });

    const weight = await pageWeight(distDir, '/concepts/');

    expect(weight.html).toEqual(compressedSizes(Buffer.from(HEAD + BODY)));
    expect(weight.css.raw).toBe(css.length);
    expect(weight.js.raw).toBe(page.length + main.length);
    expect(weight.js.gzip).toBe(gzipSync(page, { level: 9 }).length + gzipSync(main, { level: 9 }).length);
    expect(weight.js.brotli).toBeLessThan(weight.js.raw);
  });

  it('fails when the page was not built', async () => {
    await expect(pageWeight(await tree({}), '/concepts/')).rejects.toThrow(/ENOENT/);
  });
});

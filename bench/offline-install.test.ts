import { describe, expect, it } from 'vitest';
import { useTempTree } from '../test/support/temp-tree';
import { offlineLine, offlineSizes } from './offline-install';

const tree = useTempTree('bench-offline-');

const MANIFEST = JSON.stringify([
  { url: '/app-shell/', revision: 'build-1' },
  { url: '/assets/main.1.js', revision: null },
  { url: '/assets/page/concepts/index.1.js', revision: null, fill: true },
  { url: '/assets/search-index.1.js', revision: null, fill: true },
]);

describe('offlineSizes', () => {
  it('adds up the worker and the core for the install, the rest for the fill, each file as the server sends it', async () => {
    const distDir = await tree({
      'precache-manifest.json': MANIFEST,
      'sw.js': 'x'.repeat(3000),
      'sw.js.br': 'x'.repeat(30),
      'sw.js.gz': 'x'.repeat(40),
      'app-shell/index.html': 'x'.repeat(2000),
      'app-shell/index.html.br': 'x'.repeat(200),
      'app-shell/index.html.gz': 'x'.repeat(250),
      // Under 1 kB: the build writes no variants, the server sends it as stored.
      'assets/main.1.js': 'x'.repeat(500),
      'assets/page/concepts/index.1.js': 'x'.repeat(1500),
      'assets/page/concepts/index.1.js.br': 'x'.repeat(100),
      'assets/page/concepts/index.1.js.gz': 'x'.repeat(120),
      'assets/search-index.1.js': 'x'.repeat(9000),
      'assets/search-index.1.js.br': 'x'.repeat(900),
      'assets/search-index.1.js.gz': 'x'.repeat(1000),
    });
    const sizes = await offlineSizes(distDir);
    expect(sizes).toEqual({
      install: { files: 3, bytes: { raw: 5500, brotli: 730, gzip: 790 } },
      fill: { files: 2, bytes: { raw: 10_500, brotli: 1000, gzip: 1120 } },
    });
    expect(offlineLine(sizes)).toBe(
      'Service worker install: 3 files, 1 kB Brotli (1 kB gzip), within the target of 300 kB; background fill after idle: 2 files, 1 kB Brotli (1 kB gzip)',
    );
  });

  it('fails when the site was built without the precache list', async () => {
    await expect(offlineSizes(await tree({ 'sw.js': '' }))).rejects.toThrow(/ENOENT/);
  });
});

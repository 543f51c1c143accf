/**
 * `npm run screenshots [-- /path/ …]`: serves dist/ and saves desktop and phone screenshots,
 * light and dark, to .cache/screenshots/, for looking at what the build really shows.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../src/builder/paths';
import { listen } from '../src/server/listen';
import { createStaticServer } from '../src/server/static-server';
import { launchBrowser } from '../test/e2e/browser';

const urls = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/concepts/', '/guides/getting-started/', '/no/such/page/'];
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 740 } };
const out = join(paths.cache, 'screenshots');

const server = createStaticServer({ root: paths.dist });
const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
await mkdir(out, { recursive: true });
for (const url of urls) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await page.goto(`http://127.0.0.1:${port}${url}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      // Lazy chunks (sponsors, the vote app) load after hydration.
      await page.waitForLoadState('networkidle');
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
      const file = join(out, `${url.replace(/\W+/g, '_') || 'home'}-${device}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
server.close();

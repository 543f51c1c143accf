/**
 * `npx tsx scripts/icons.ts`: draws the app icons of the web manifest (public/icons/icon-<size>.png)
 * from public/favicon.svg in Chromium, on the theme colour with some margin so the mark survives
 * the rounded and circular masks of home screens. Run it again after changing the favicon.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../src/builder/paths';
import { ICON_SIZES, THEME_COLOR } from '../src/shared/offline';
import { launchBrowser } from '../test/e2e/browser';

const svg = await readFile(join(paths.public, 'favicon.svg'), 'utf8');
const browser = await launchBrowser();
for (const size of ICON_SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const mark = Math.round(size * 0.7);
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${THEME_COLOR}">` +
      `<img style="width:${mark}px;height:${mark}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
  );
  await page.screenshot({ path: join(paths.public, `icons/icon-${size}.png`) });
  await page.close();
  console.log(`public/icons/icon-${size}.png`);
}
await browser.close();

import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startDevServer } from '../test/e2e/dev-server-process';
import { median } from './stats';
import { targetRow, type TargetRow } from './targets';

/** Issue 36's targets: from a save to its result painted in the open page. */
export const DEV_TARGETS = { textEditMs: 300, titleEditMs: 1000, newPageMs: 2000 } as const;

export interface DevFigures {
  /** Each kind of save, its times in ms (save to paint) and their median. */
  textEdit: { runs: number[]; medianMs: number };
  titleEdit: { runs: number[]; medianMs: number };
  newPage: { runs: number[]; medianMs: number };
}

const PAGE = 'concepts/output.md';
const URL_PATH = '/concepts/output/';

/**
 * Records in the page, on every document it loads (a full reload included), the wall-clock time of the
 * first frame in which `window.__wanted` (a CSS selector, or text inside `main`) is there.
 */
async function watchForPaint(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap a named function in a `__name` helper the page lacks.
  await page.addInitScript({
    content: `(() => {
      const check = () => {
        const wanted = window.__wanted ?? JSON.parse(sessionStorage.getItem('bench-wanted') ?? 'null');
        if (wanted && !window.__paintedAt) {
          const there = wanted.selector ? document.querySelector(wanted.selector) : document.querySelector('main')?.textContent?.includes(wanted.text);
          if (there) window.__paintedAt = Date.now();
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

/**
 * Between saves, as a writer leaves them: time for the search index, which the dev server builds once
 * the saves pause for a second (src/builder/dev.ts), to catch up, so that each save meets the server idle.
 */
const BETWEEN_SAVES_MS = 2500;

/** Saves `write()` and returns the ms until `wanted` is painted, whether the page reloads or not. */
async function saveToPaint(page: Page, wanted: { selector?: string; text?: string }, write: () => Promise<void>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, BETWEEN_SAVES_MS));
  // Kept in sessionStorage too, for the document a reload brings.
  await page.evaluate((value) => {
    sessionStorage.setItem('bench-wanted', JSON.stringify(value));
    Object.assign(window, { __wanted: value, __paintedAt: undefined });
  }, wanted);
  const saved = Date.now();
  await write();
  const deadline = saved + 120_000;
  for (;;) {
    const painted = await page.evaluate(() => (window as unknown as { __paintedAt?: number }).__paintedAt).catch(() => undefined);
    if (painted) return painted - saved;
    if (Date.now() > deadline) throw new Error(`not painted within 120 s: ${JSON.stringify(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const summary = (runs: number[]) => ({ runs, medianMs: Math.round(median(runs)) });

/**
 * `npm run dev` on a copy of the content, `/concepts/output/` open in Chromium: `textSaves` edits of a
 * paragraph, `titleSaves` title changes (the sidebar and the heading move) and `newPages` new pages in
 * the same section (their sidebar entry painted), each timed from the save to the paint.
 */
export async function measureDevServer({ textSaves = 10, titleSaves = 5, newPages = 3 } = {}): Promise<DevFigures> {
  const dev = await startDevServer();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await watchForPaint(page);
    await page.goto(`${dev.base}${URL_PATH}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const file = join(dev.content, PAGE);
    const original = await readFile(file, 'utf8');
    // The first line of prose after the front matter.
    const bodyStart = original.indexOf('\n---\n', 4) + 5;
    const firstLine = /^[A-Z]/m.exec(original.slice(bodyStart));
    if (!firstLine) throw new Error(`${PAGE} has no paragraph for the benchmark to edit`);
    const at = bodyStart + firstLine.index;
    const runs = { text: [] as number[], title: [] as number[], page: [] as number[] };
    for (let save = 1; save <= textSaves; save++) {
      const marker = `(bench edit ${save})`;
      runs.text.push(await saveToPaint(page, { text: marker }, () => writeFile(file, `${original.slice(0, at)}${marker} ${original.slice(at)}`)));
    }
    for (let save = 1; save <= titleSaves; save++) {
      const title = `Output, bench title ${save}`;
      runs.title.push(await saveToPaint(page, { text: title }, () => writeFile(file, original.replace(/^title: .*$/m, `title: ${title}`))));
    }
    for (let added = 1; added <= newPages; added++) {
      const name = `bench-new-page-${added}`;
      const text = `---\ntitle: Bench new page ${added}\nsort: 99\n---\n\nA page the benchmark adds.\n`;
      runs.page.push(await saveToPaint(page, { selector: `a[href="/concepts/${name}/"]` }, () => writeFile(join(dev.content, `concepts/${name}.md`), text)));
    }
    await Promise.all(Array.from({ length: newPages }, (_, at) => rm(join(dev.content, `concepts/bench-new-page-${at + 1}.md`))));
    return { textEdit: summary(runs.text), titleEdit: summary(runs.title), newPage: summary(runs.page) };
  } finally {
    await browser.close();
    await dev.stop();
  }
}

export function devTargetRows(figures: DevFigures): TargetRow[] {
  const method = (what: string, runs: number[]) => `npm run dev, /concepts/output/ open in Chromium: ${what}, save to paint, median of ${runs.length} (${runs.join(', ')} ms)`;
  return [
    targetRow('text edit', method('a paragraph of the open page edited', figures.textEdit.runs), figures.textEdit.medianMs, ' ms', DEV_TARGETS.textEditMs, true),
    targetRow('title edit', method('its title changed (heading and sidebar)', figures.titleEdit.runs), figures.titleEdit.medianMs, ' ms', DEV_TARGETS.titleEditMs, true),
    targetRow('new page', method('a page added to its section (its sidebar entry)', figures.newPage.runs), figures.newPage.medianMs, ' ms', DEV_TARGETS.newPageMs, true),
  ];
}

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, BUILD_INFO, type BuildInfo } from '../../src/builder/build';
import { paths } from '../../src/builder/paths';
import { CONTENT_TABLES_PATH } from '../../src/shared/offline';
import { openPage, useBrowser, visit } from './browser';
import { controlled, fillEnded, precacheParts, precached } from './service-worker';
import { startSiteServer } from './site-server';

const run = promisify(execFile);

/** Text that only the second build has, on two pages. */
const NEW_TEXT = 'This sentence arrived with the second deploy.';
const CHANGED = ['concepts/index.md', 'configuration/output.md'];

let work: string;
let secondDist: string;
let worktree: string | undefined;

/**
 * A copy of the content that keeps its git history: a worktree of HEAD, with the working tree's content
 * copied over its own. "Last updated" and the contributors come from the history, and a copy without
 * it would change every document. Outside a repository, a plain copy: neither build has a history then.
 */
async function contentWithHistory(): Promise<string> {
  const tree = join(work, 'tree');
  worktree = await run('git', ['-C', paths.root, 'worktree', 'add', '--detach', '--quiet', tree, 'HEAD']).then(() => tree, () => undefined);
  const content = join(tree, relative(paths.root, paths.content));
  await rm(content, { recursive: true, force: true });
  await mkdir(dirname(content), { recursive: true });
  await cp(paths.content, content, { recursive: true });
  return content;
}

/** The second deploy: the same site with one new sentence on each changed page, built for real. */
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'update-'));
  secondDist = join(work, 'dist');
  const content = await contentWithHistory();
  for (const file of CHANGED) {
    await writeFile(join(content, file), `${await readFile(join(content, file), 'utf8')}\n${NEW_TEXT}\n`);
  }
  await build({ contentRoot: content, distDir: secondDist, log: () => {} });
});

afterAll(async () => {
  if (worktree) await run('git', ['-C', paths.root, 'worktree', 'remove', '--force', worktree]);
  await rm(work, { recursive: true, force: true });
});

/** Records every label the UPDATE button shows, across the reload it triggers. */
async function recordUpdateLabels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const label = document.querySelector('.update-notice__update')?.textContent;
      const seen = JSON.parse(sessionStorage.getItem('seen-labels') ?? '[]') as string[];
      if (label && seen.at(-1) !== label) sessionStorage.setItem('seen-labels', JSON.stringify([...seen, label]));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

describe('a new deploy', () => {
  const browser = useBrowser();

  it("of a content edit changes the edited pages' documents and the content tables, not their names nor the entry", async () => {
    const documents = async (dir: string) => (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
    const [before, after] = await Promise.all([documents(paths.dist), documents(secondDist)]);
    expect(after).toEqual(before);
    const differing: string[] = [];
    for (const file of before) {
      if (!(await readFile(join(paths.dist, file))).equals(await readFile(join(secondDist, file)))) differing.push(file);
    }
    // The printable pages of their sections hold their text too.
    expect(differing).toEqual(['concepts/index.html', 'concepts/printable/index.html', 'configuration/output/index.html', 'configuration/printable/index.html']);
    const info = async (dir: string) => JSON.parse(await readFile(join(dir, BUILD_INFO), 'utf8')) as BuildInfo;
    const [first, second] = await Promise.all([info(paths.dist), info(secondDist)]);
    expect(second.entry).toEqual(first.entry);
    expect(second.content).not.toBe(first.content);
    const tables = async (dir: string) => (await readdir(join(dir, CONTENT_TABLES_PATH))).filter((file) => file.endsWith('.js')).sort();
    expect(await tables(secondDist)).toEqual(await tables(paths.dist));
  });

  it('is loaded when a chunk of the old one is gone, instead of leaving the reader stuck', async () => {
    const first = await startSiteServer(paths.dist);
    const { page, problems } = await openPage(browser());
    await visit(page, `${first.origin}/concepts/`);
    // Lazy chunks of the first build still on their way would be cut off by the deploy below.
    await page.waitForLoadState('networkidle');
    await first.stop();
    const second = await startSiteServer(secondDist, first.port);
    // Unchanged pages keep their chunk names: this one still loads client-side.
    await page.locator('.site-header a[href="/configuration/"]').click();
    await page.waitForURL(`${second.origin}/configuration/`);
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    // The old page asks for the old hash of the changed Output page's chunk: gone. It loads the new build.
    await page.locator('.sidebar a[href="/configuration/output/"]').first().click();
    await page.getByText(NEW_TEXT).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('reloaded-for-deploy'))).toMatch(/ http:\/\/127\.0\.0\.1:\d+\/configuration\/output\/$/);
    await second.stop();
    // Chromium reports the missing old chunk (404, not a script) before the app recovers.
    expect(problems.filter((problem) => !/ChunkLoadError|404 \(Not Found\)|Refused to execute script/.test(problem))).toEqual([]);
  });

  it('offers the new version, keeps its collapse state, and reloads once onto the new content', async () => {
    const first = await startSiteServer(paths.dist);
    const { page, problems } = await openPage(browser(), undefined, 'allow');
    await recordUpdateLabels(page);
    await visit(page, `${first.origin}/concepts/`);
    await controlled(page);
    // The whole first build in the cache, the old chunks of the changed pages and search index included.
    await fillEnded(page, 'done');
    const firstCache = await precached(page);
    expect(await page.getByText(NEW_TEXT).count()).toBe(0);

    // Deploy: the same origin now serves the second build. The open page looks for an update.
    await first.stop();
    const second = await startSiteServer(secondDist, first.port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('complementary', { name: 'A new version is available' });
    await notice.waitFor();
    expect(await notice.getByRole('status').textContent()).toBe('A new version is available');
    const update = notice.getByRole('button', { name: 'UPDATE', exact: true });
    const toggle = notice.locator('.update-notice__toggle');

    // Collapse, and the choice survives a reload (the new worker is still waiting).
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('update-notice-collapsed'))).toBe('true');
    expect(await notice.getByRole('status').evaluate((text) => text.classList.contains('visually-hidden'))).toBe(true);
    await page.reload();
    await notice.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('update-notice-collapsed'))).toBe('false');

    let loads = 0;
    page.on('load', () => loads++);
    await update.click();
    await page.waitForFunction(() => document.querySelector('.update-notice') === null && document.documentElement.dataset.hydrated === 'true');
    await page.getByText(NEW_TEXT).waitFor();
    expect(loads).toBe(1);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen-labels'))) ?? '[]')).toEqual(['UPDATE', 'UPDATING']);

    // Every page is the new version, including one reached client-side from the new precache.
    await page.locator('.site-header a[href="/configuration/"]').click();
    await page.waitForURL(`${second.origin}/configuration/`);
    await page.locator('.sidebar a[href="/configuration/output/"]').first().click();
    await page.waitForURL(`${second.origin}/configuration/output/`);
    await page.getByText(NEW_TEXT).waitFor();
    // The new worker deleted what its build no longer names, and the fill brought in what it does.
    await fillEnded(page, 'done');
    const { core, fill } = await precacheParts(secondDist);
    const secondCache = await precached(page);
    expect(secondCache).toEqual([...core, ...fill].sort());
    expect(firstCache.filter((path) => !secondCache.includes(path)).length).toBeGreaterThan(0);
    await second.stop();
    expect(problems).toEqual([]);
  });
});

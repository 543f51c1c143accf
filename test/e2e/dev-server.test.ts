import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/builder/paths';
import { launchBrowser, openPage } from './browser';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dev server did not answer at ${url}`);
}

describe('npm run dev', () => {
  let browser: Browser;
  let dev: ChildProcess;
  let content: string;
  let base: string;

  beforeAll(async () => {
    // A copy of the content, so the test never edits the real files.
    content = await mkdtemp(join(tmpdir(), 'dev-content-'));
    await cp(paths.content, content, { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ['--import', 'tsx', 'src/builder/dev.ts'], {
      cwd: paths.root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_DIR: content },
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer(`${base}/guides/`);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    await rm(content, { recursive: true, force: true });
  });

  it('serves the app and reloads the page when a markdown file changes', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/guides/`);
    await page.getByRole('heading', { level: 1, name: 'Guides', exact: true }).waitFor();
    const file = join(content, 'guides/index.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^title: .*$/m, 'title: Guides, edited live'));
    // A rebuild of the whole site in development mode: its time grows with the content.
    await page.getByRole('heading', { level: 1, name: 'Guides, edited live' }).waitFor({ timeout: 150_000 });
    expect(problems.filter((problem) => !problem.includes('[webpack-dev-server]'))).toEqual([]);
  }, 180_000);

  it('sees every save of a page, whether the editor renames a new file over it or writes in place', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/concepts/output/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const file = join(content, 'concepts/output.md');
    const text = await readFile(file, 'utf8');
    for (let save = 1; save <= 5; save++) {
      const edited = text.replace(/^title: .*$/m, `title: Output, save ${save}`);
      if (save % 2) {
        // vim, JetBrains' safe write and sed -i: a new file renamed over the old one.
        await writeFile(`${file}.swp`, edited);
        await rename(`${file}.swp`, file);
      } else {
        await writeFile(file, edited);
      }
      await page.getByRole('heading', { level: 1, name: `Output, save ${save}` }).waitFor({ timeout: 150_000 });
    }
  }, 600_000);

  it('shows a content error over the open page with its file and line, and takes it away once fixed', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/concepts/output/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const file = join(content, 'concepts/output.md');
    const text = await readFile(file, 'utf8');
    // A title that is not a string: front matter the schema rejects, on line 2.
    await writeFile(file, text.replace(/^title: .*$/m, 'title: [not, a, string]'));
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
    await overlay.getByText(/content\/concepts\/output\.md:2: .*title/).waitFor({ timeout: 150_000 });
    // The page underneath keeps the last good content.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/^Output/);
    await writeFile(file, text.replace(/^title: .*$/m, 'title: Output, fixed'));
    await page.getByRole('heading', { level: 1, name: 'Output, fixed' }).waitFor({ timeout: 150_000 });
    await expect(page.locator('#webpack-dev-server-client-overlay').count()).resolves.toBe(0);
  }, 400_000);
});

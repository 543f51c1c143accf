import { createReadStream, readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bundlePlaygroundCompiler, type CompilerBundle } from '../../src/builder/playground/compiler-bundle';
import { listen } from '../../src/server/listen';
import type { BuildAnswer, CliFlags, ProjectFiles } from '../../src/shared/playground';

export const PLAYGROUND_EXAMPLES = join(import.meta.dirname, '../../content/playground/examples');
/** Every example project, by its folder's name: a new one is tested (and timed by the bench) without being listed. */
export const EXAMPLE_NAMES = readdirSync(PLAYGROUND_EXAMPLES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Every file under `dir`, by its path from `dir` (`/`-separated), with its text. */
export async function readProject(dir: string): Promise<ProjectFiles> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const)));
}

export interface CompilerPage {
  bundle: CompilerBundle;
  page: Page;
  /** Sends `files` to the worker and waits for its answer. */
  /** Builds as `webpack` with the given flags would. */
  build(files: ProjectFiles, flags?: CliFlags): Promise<BuildAnswer>;
  /** Stops the worker and starts a fresh one, as the sandbox does after a build ran too long. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

// A string, not a function: tsx would wrap named functions in a `__name` helper the page lacks.
const WORKER_CLIENT = `
  window.startCompiler = (url) => {
    window.compilerWorker?.terminate();
    const worker = (window.compilerWorker = new Worker(url));
    // An exception the worker does not catch (in a callback of webpack's, say) reaches the page's console.
    worker.addEventListener('error', (event) => console.error('uncaught in the compiler worker: ' + event.message));
    let lastId = 0;
    window.buildInWorker = (files, flags) => new Promise((resolve) => {
      const id = ++lastId;
      const listener = (event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', listener);
        resolve(event.data);
      };
      worker.addEventListener('message', listener);
      worker.postMessage({ type: 'build', id, files, flags });
    });
  };`;

/**
 * The compiler bundled into `outDir`, served from a local server on a free port, and running as a
 * Worker of a blank page of that origin in `browser`.
 */
export async function openCompilerPage(browser: Browser, outDir: string): Promise<CompilerPage> {
  const bundle = await bundlePlaygroundCompiler(outDir);
  const server = createServer((request, response) => {
    if (request.url === bundle.url) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      createReadStream(bundle.file).pipe(response);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>compiler</title>');
    }
  });
  const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: WORKER_CLIENT });
  await page.goto(`http://127.0.0.1:${port}/`);
  const start = () => page.evaluate(`window.startCompiler(${JSON.stringify(bundle.url)})`) as Promise<void>;
  await start();
  return {
    bundle,
    page,
    restart: start,
    build: (files, flags = {}) => page.evaluate(`window.buildInWorker(${JSON.stringify(files)}, ${JSON.stringify(flags)})`) as Promise<BuildAnswer>,
    close: async () => {
      await context.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

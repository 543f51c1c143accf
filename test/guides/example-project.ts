import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { extname, join, relative, resolve } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const EXAMPLES = join(ROOT, 'content/guides/examples');
/** Copies live inside the repository, so `import 'webpack'` in them resolves to our node_modules. */
const RUNS = join(ROOT, '.cache/guide-examples');

/** Clean-ups asked for outside a test (in a `beforeAll`), run after the file's tests. */
const afterFile: (() => unknown)[] = [];
// Registered while the test file is collected: vitest ignores an `afterAll` registered inside a test or a hook.
afterAll(async () => {
  for (const done of afterFile.splice(0)) await done();
});

/** Runs `done` when the current test finishes, or after the file's tests when called from a `beforeAll`. */
export function cleanUp(done: () => unknown): void {
  try {
    onTestFinished(async () => void (await done()));
  } catch {
    afterFile.push(done);
  }
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, with colours stripped: what the reader's terminal shows. */
  output: string;
}

/** An example project copied to a fresh folder: the tests build and change the copy, never the original. */
export class ExampleProject {
  private constructor(readonly dir: string) {}

  /** A fresh copy of `content/guides/examples/<name>`, removed after the test (or the file, from a `beforeAll`). */
  static async copy(name: string): Promise<ExampleProject> {
    await mkdir(RUNS, { recursive: true });
    const dir = await mkdtemp(join(RUNS, `${name}-`));
    await cp(join(EXAMPLES, name), dir, { recursive: true });
    cleanUp(() => rm(dir, { recursive: true, force: true }));
    return new ExampleProject(dir);
  }

  path(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  read(file: string): Promise<string> {
    return readFile(this.path(file), 'utf8');
  }

  /** Every file under `folder`, as sorted paths relative to it. */
  async files(folder = 'dist'): Promise<string[]> {
    const entries = await readdir(this.path(folder), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.path(folder), join(entry.parentPath, entry.name)))
      .sort();
  }

  /** `npm run <script> [-- args]`, as the guide tells the reader to run it. */
  run(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
    return run('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], this.dir, env);
  }

  /** `npx <command> …`: a binary installed in node_modules. */
  npx(command: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
    return run(join(ROOT, 'node_modules/.bin', command), args, this.dir, env);
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = `${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
      resolvePromise({ code, stdout, stderr, output });
    });
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

/** Serves a built example's folder on loopback, as any static host would; records each path requested. */
export async function serveFolder(root: string): Promise<{ origin: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // Browsers ask for a favicon that no example has; that is not a missing file of the example.
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    requests.push(path);
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) return void response.writeHead(400).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanUp(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

/** A loopback port nothing listens on right now: the OS picks it, we release it for a dev server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

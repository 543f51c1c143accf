import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { extname, join, relative, resolve } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
/**
 * Sections whose pages show example projects, kept in `content/<section>/examples/<name>/`: the guides and
 * contributing pages teach with one each; a page of the others may show one where its examples need files.
 */
export const EXAMPLE_SECTIONS = ['guides', 'contribute', 'migrate', 'plugins', 'configuration', 'api', 'blog'] as const;
/** The sections whose every page teaches with an example project. */
export const GUIDE_SECTIONS: readonly ExampleSection[] = ['guides', 'contribute'];
export type ExampleSection = (typeof EXAMPLE_SECTIONS)[number];
export const examplesOf = (section: ExampleSection): string => join(ROOT, 'content', section, 'examples');
export const EXAMPLES = examplesOf('guides');
/** Copies live inside the repository, so `import 'webpack'` in them resolves to our node_modules. */
const RUNS = join(ROOT, '.cache/guide-examples');

/** Clean-ups asked for outside a test (in a `beforeAll`), run after the file's tests. */
const afterFile: (() => unknown)[] = [];
// Registered while the test file is collected: vitest ignores an `afterAll` registered inside a test or a hook.
// Last asked, first done (like vitest's own hooks): a server started in a copy stops before the copy goes.
afterAll(async () => {
  for (const done of afterFile.splice(0).reverse()) await done();
});

/** When a clean-up runs: as the current test finishes, or after the file's tests. */
export type Lifetime = 'test' | 'file';

/**
 * Runs `done` when the current test finishes, or after the file's tests when called from a `beforeAll`
 * (or with `lifetime` 'file'). Returns the lifetime it chose.
 */
export function cleanUp(done: () => unknown, lifetime?: Lifetime): Lifetime {
  if (lifetime !== 'file') {
    try {
      onTestFinished(async () => void (await done()));
      return 'test';
    } catch {
      // not inside a test
    }
  }
  afterFile.push(done);
  return 'file';
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, with colours stripped: what the reader's terminal shows. */
  output: string;
}

/** A long-running command started by `ExampleProject.start` (an npm script) or `ExampleProject.launch`. */
export interface RunningScript {
  /** Everything printed so far, colours stripped. */
  readonly output: string;
  /** The exit code once the command has ended (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Writes a line to the command's standard input (an interactive debugger, say). */
  write(line: string): void;
  /** SIGTERM to the command's process group, SIGKILL if it is still there after five seconds. */
  stop(): Promise<void>;
  /** Resolves once the output satisfies `done`; fails with the output so far on a timeout or an early exit. */
  waitFor(done: (output: string) => boolean, what: string, timeout?: number): Promise<void>;
}

/** An example project copied to a fresh folder: the tests build and change the copy, never the original. */
export class ExampleProject {
  /** A copy made in a `beforeAll` lives for the file, and so does anything started in it, whenever it starts. */
  private constructor(
    readonly dir: string,
    private readonly lifetime: Lifetime,
  ) {}

  /** A fresh copy of `content/<section>/examples/<name>`, removed after the test (or the file, from a `beforeAll`). */
  static async copy(name: string, section: ExampleSection = 'guides'): Promise<ExampleProject> {
    await mkdir(RUNS, { recursive: true });
    const dir = await mkdtemp(join(RUNS, `${name}-`));
    await cp(join(examplesOf(section), name), dir, { recursive: true });
    return new ExampleProject(dir, cleanUp(() => rm(dir, { recursive: true, force: true })));
  }

  /**
   * `npm run <script>` for a command that keeps running (watch mode, a server), in its own process group
   * so that stopping it ends npm, the shell and webpack together. Stopped when the copy's test ends, or
   * after the file for a copy made in a `beforeAll`.
   */
  start(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): RunningScript {
    return this.launch('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], env);
  }

  /** Like `start`, for a command that is not an npm script (`node inspect …`, a script that handles SIGTERM). */
  launch(command: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): RunningScript {
    const child = spawn(command, args, { cwd: this.dir, detached: true, env: commandEnv(env) });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // the group is gone already
      }
    };
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), 5_000);
        await exited;
        // The command has exited; make sure nothing of its group outlives it.
        signal('SIGKILL');
        clearTimeout(timer);
      })());
    cleanUp(stop, this.lifetime);
    return {
      get output() {
        return output;
      },
      exited,
      write: (line) => void child.stdin.write(`${line}\n`),
      stop,
      async waitFor(done, what, timeout = 30_000) {
        const until = Date.now() + timeout;
        while (!done(output)) {
          if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command} ${args.join(' ')} exited while waiting for ${what}:\n${output}`);
          if (Date.now() > until) throw new Error(`timed out waiting for ${what}:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    };
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

/**
 * Starts the jobs `lanes` at a time, in the order given (the machine has two cores), so that later builds
 * run while the tests check earlier ones; a job starts when the one before it in its lane has ended, failed
 * or not (its own test reports the failure). Returns a promise per job. Call it in a `beforeAll`, after
 * making the copies the jobs build in: the copies are then removed only once every job has ended.
 */
export function inLanes<N extends string, T>(jobs: Record<N, () => Promise<T>>, lanes = 2): Record<N, Promise<T>> {
  const ends: Promise<unknown>[] = Array.from({ length: lanes }, () => Promise.resolve());
  const started = {} as Record<N, Promise<T>>;
  (Object.entries(jobs) as [N, () => Promise<T>][]).forEach(([name, job], at) => {
    const lane = at % lanes;
    started[name] = ends[lane]!.then(job);
    ends[lane] = started[name].catch(() => undefined);
  });
  cleanUp(() => Promise.all(ends), 'file');
  return started;
}

/**
 * The environment of a command a test runs: the installed binaries on PATH, no colours (as the guides show
 * output), and no npm update check, which would otherwise ask the registry once a week outside CI.
 */
function commandEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    npm_config_update_notifier: 'false',
    ...env,
  };
}

/** `command args…` in `cwd`, with the installed binaries on PATH and no colours, as a reader's terminal runs it. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: commandEnv(env),
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

/** One command line, run by a shell in `cwd` exactly as a guide prints it. */
export function shell(cwd: string, line: string): Promise<RunResult> {
  return run('bash', ['-c', line], cwd);
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

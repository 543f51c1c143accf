import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent } from '../../src/builder/build-info';
import { paths } from '../../src/builder/paths';

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** The environment of a reader's shell: no tsx loader, whatever the test runner's NODE_OPTIONS hold. */
function plainEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loaders, ...env } = process.env;
  return { ...env, ...extra };
}

/** npm start is tested on the current build the global setup made: building again would take minutes. */
async function expectCurrentBuild(): Promise<void> {
  expect(await isBuildCurrent(), 'dist/ is not built from the current sources (were they edited during the run?)').toBe(true);
}

const SERVING = /Serving dist\/ at http:\/\/[^:]+:(\d+)\//;

/** Starts `command` and waits until it says where it serves. */
async function startProcess(command: string, args: string[], { port = 0, detached = false } = {}): Promise<Started> {
  const child = spawn(command, args, {
    cwd: paths.root,
    env: plainEnv({ PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'off' }),
    detached,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (!SERVING.test(output) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const match = SERVING.exec(output);
  return { child, port: match ? Number(match[1]) : 0, output: () => output };
}

/** `npm run serve` as a reader's machine runs it: the compiled server under plain node, a process of its own. */
const startServe = (port = 0) => startProcess(process.execPath, [paths.serverBundle], { port });

describe('the compiled server the build leaves', () => {
  it('is one file outside dist/ that imports nothing but Node built-ins', async () => {
    expect(existsSync(paths.serverBundle)).toBe(true);
    expect(paths.serverBundle.startsWith(paths.dist)).toBe(false);
    const code = await readFile(paths.serverBundle, 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map(([, from]) => from!);
    expect(imports.filter((from) => !from.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(|import\(|tsx/);
  });

  it('is what npm run serve runs; without a build, npm run serve says so in words', async () => {
    const scripts = (JSON.parse(await readFile(join(paths.root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toMatch(/exec node \.cache\/server\/server\.mjs$/);
    const empty = await mkdtemp(join(tmpdir(), 'no-build-'));
    try {
      await copyFile(join(paths.root, 'package.json'), join(empty, 'package.json'));
      const npm = spawn('npm', ['run', '--silent', 'serve'], { cwd: empty, env: plainEnv({}) });
      let errors = '';
      npm.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
      const [code] = (await once(npm, 'exit')) as [number];
      expect(code).toBe(1);
      expect(errors).toContain('dist/ has no build yet: run `npm run build` (or `npm start`, which builds when needed).');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('the production server process', () => {
  it('finishes a request in flight on SIGTERM, then exits', async () => {
    const { child, port } = await startServe();
    expect(port).toBeGreaterThan(0);
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/cli/', headers: { 'Accept-Encoding': 'identity' } }, resolve).on('error', reject),
    );
    response.pause();
    const expected = Number(response.headers['content-length']);
    expect(expected).toBeGreaterThan(200_000);

    // Listen for the exit before asking for it: with the response already in the socket buffers, the
    // server can finish and exit while the test is still reading.
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connections while it winds down…
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    // …but the request in flight gets every byte.
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.resume();
    await once(response, 'end');
    expect(received).toBe(expected);
    const [code] = (await exited) as [number];
    expect(code).toBe(0);
  });

  it('says in words when the port is taken', async () => {
    const first = await startServe();
    const second = spawn(process.execPath, [paths.serverBundle], {
      cwd: paths.root,
      env: plainEnv({ PORT: String(first.port), HOST: '127.0.0.1' }),
    });
    let errors = '';
    second.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
    const [code] = (await once(second, 'exit')) as [number];
    expect(code).toBe(1);
    expect(errors.trim()).toBe(`Port ${first.port} on 127.0.0.1 is already in use: set PORT to another port.`);
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
  });

  it('npm start serves a current build, and Ctrl-C stops it gracefully although the server gets it twice', async () => {
    await expectCurrentBuild();
    // `npm start` runs this script; a process group of its own, as a terminal's foreground job is.
    const { child, port, output } = await startProcess(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], { detached: true });
    expect(output()).toContain('dist/ is up to date with the sources.');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    const exited = once(child, 'exit');
    // Ctrl-C signals the whole group: the script, which passes it on, and the server itself.
    process.kill(-child.pid!, 'SIGINT');
    const [code] = (await exited) as [number];
    expect(code).toBe(0);
    expect(output().match(/SIGINT: finishing the requests in flight, then stopping\./g)).toHaveLength(1);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('npm start passes SIGTERM on to the server and exits with it', async () => {
    await expectCurrentBuild();
    const { child, port } = await startProcess(process.execPath, ['--import', 'tsx', 'src/server/start.ts']);
    expect(port).toBeGreaterThan(0);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number];
    expect(code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});

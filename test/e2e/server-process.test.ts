import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/builder/paths';

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** `npm run serve` as a reader's machine runs it: a process of its own, stopped with signals. */
async function startServe(port = 0): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
    cwd: paths.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (!/Serving dist\/ at http:\/\/[^:]+:(\d+)\//.test(output) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const match = /Serving dist\/ at http:\/\/[^:]+:(\d+)\//.exec(output);
  return { child, port: match ? Number(match[1]) : 0, output: () => output };
}

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
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
      cwd: paths.root,
      env: { ...process.env, PORT: String(first.port), HOST: '127.0.0.1' },
    });
    let errors = '';
    second.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
    const [code] = (await once(second, 'exit')) as [number];
    expect(code).toBe(1);
    expect(errors.trim()).toBe(`Port ${first.port} on 127.0.0.1 is already in use: set PORT to another port.`);
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
  });
});

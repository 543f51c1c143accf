import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../../src/builder/paths';

export interface DevServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The copy of `content/` it serves, for the caller to edit. */
  content: string;
  stop(): Promise<void>;
}

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

/** `npm run dev` on a copy of the content (so nothing edits the real files), once it answers. */
export async function startDevServer(): Promise<DevServer> {
  const content = await mkdtemp(join(tmpdir(), 'dev-content-'));
  await cp(paths.content, content, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dev = spawn(process.execPath, ['--import', 'tsx', 'src/builder/dev.ts'], {
    cwd: paths.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_DIR: content },
    stdio: 'ignore',
    // A process group of its own: the dev server starts webpack's and tsx's children.
    detached: true,
  });
  await waitForServer(`${base}/guides/`);
  return {
    base,
    content,
    stop: async () => {
      if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
      await rm(content, { recursive: true, force: true });
    },
  };
}

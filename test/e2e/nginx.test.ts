import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { paths } from '../../src/builder/paths';
import { standaloneNginxConfig } from '../../src/server/deploy/nginx';
import { hostRules } from './host-rules';

let nginx: ChildProcess;
let prefix: string;
let origin: string;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Debian's nginx, in the foreground on loopback, over dist/ with the generated configuration. */
beforeAll(async () => {
  prefix = await mkdtemp(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const config = join(prefix, 'nginx.conf');
  const user = userInfo().uid === 0 ? 'root' : undefined;
  await writeFile(config, standaloneNginxConfig({ root: paths.dist, listen: `127.0.0.1:${port}`, prefix, ...(user && { user }) }));
  nginx = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-c', config, '-p', prefix], { stdio: ['ignore', 'inherit', 'inherit'] });
  origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${origin}/`).then(() => true, () => false);
    if (up) break;
    if (attempt > 100 || nginx.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  nginx.kill('SIGQUIT');
  if (nginx.exitCode === null) await once(nginx, 'exit');
  await rm(prefix, { recursive: true, force: true });
});

describe('nginx with the generated configuration follows the host rules', () => {
  hostRules(() => origin);
});

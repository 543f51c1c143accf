import { spawn } from 'node:child_process';
import { isBuildCurrent } from '../builder/build-info';
import { paths } from '../builder/paths';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * `npm start`: builds when `dist/` or the compiled server is missing or older than the sources, then
 * runs the compiled server (`npm run serve`) in a process of its own, free of tsx and webpack. A
 * signal sent to this process is passed on; it exits with the server's exit code.
 */
async function start(): Promise<void> {
  if (await isBuildCurrent()) console.log('dist/ is up to date with the sources.');
  else {
    console.log('Building the site (dist/ is missing or out of date)…');
    // Loaded only when needed: webpack takes seconds to load.
    const { build } = await import('../builder/build');
    await build();
  }
  const server = spawn(process.execPath, [paths.serverBundle], { stdio: 'inherit' });
  // Kept until this process ends: a signal npm passes on after the server has stopped must not kill it.
  for (const signal of STOP_SIGNALS) process.on(signal, () => server.exitCode === null && server.kill(signal));
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exitCode = 1;
  });
  server.on('exit', (code) => {
    process.exitCode = code ?? 1;
  });
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/// <reference lib="dom" />
/**
 * The playground's sandbox: a document with an opaque origin (served with the policy `sandbox allow-scripts`,
 * which applies however it is framed), so that the code of a shared project, its configuration
 * and its build, never runs with the site's origin: no storage, cookies, caches or service worker of the
 * site are within its reach. It takes the compiler and build requests from the page that frames it and
 * hands the builds to a worker running the browser build of webpack, which it stops when a build runs
 * too long.
 */
import type { BuildAnswer, BuildRequest, CompilerDelivery, SandboxMessage } from '../../shared/playground';
import { requireOpaqueOrigin } from './opaque-origin';

requireOpaqueOrigin();

/** A build running longer is stopped: an endless loop in a configuration must not keep the playground busy for ever. */
export const BUILD_TIME_LIMIT_MS = 10_000;

/** Where the compiler is: the page fetches it (this document's own requests would miss every cache) and hands it over. */
const compilerUrl = document.documentElement.dataset.compiler!;
/** The compiler's source as a `blob:` URL of this document, once the page has handed it over. */
let compilerBlob: string | undefined;

/**
 * A worker running the compiler, from a `blob:` URL: a worker's script must share its creator's
 * origin, and this document's origin is opaque (no URL but its own blobs shares it).
 */
const startWorker = () => new Worker(compilerBlob!);

let worker: Worker | undefined;
/** The build the worker is on, and what stops it. */
let running: { id: number; timer: ReturnType<typeof setTimeout> } | undefined;
const queue: BuildRequest[] = [];

const answer = (message: SandboxMessage) => parent.postMessage(message, '*');

function next(): void {
  if (!worker || running || queue.length === 0) return;
  // Only the newest request matters: the ones before it were overtaken by later edits.
  // (the page reads only the answer to its last request).
  const request = queue.splice(0).pop()!;
  const timer = setTimeout(() => {
    worker?.terminate();
    worker = startWorker();
    listen(worker);
    running = undefined;
    answer({ type: 'failed', id: request.id, message: `The build ran for more than ${BUILD_TIME_LIMIT_MS / 1000} s and was stopped. Is there an endless loop in the configuration or a loader?` });
    next();
  }, BUILD_TIME_LIMIT_MS);
  running = { id: request.id, timer };
  worker.postMessage(request);
}

function listen(target: Worker): void {
  target.onmessage = (event: MessageEvent<BuildAnswer>) => {
    if (!running || event.data.id !== running.id) return;
    clearTimeout(running.timer);
    running = undefined;
    answer(event.data);
    next();
  };
  target.onerror = (event) => {
    event.preventDefault();
    if (!running) return;
    clearTimeout(running.timer);
    const { id } = running;
    running = undefined;
    answer({ type: 'failed', id, message: `The build worker stopped: ${event.message || 'the compiler could not be loaded'}` });
    next();
  };
}

addEventListener('message', (event: MessageEvent<BuildRequest | CompilerDelivery>) => {
  // Only the page that frames the sandbox speaks to it.
  if (event.source !== parent) return;
  if (event.data?.type === 'compiler' && !worker) {
    compilerBlob = URL.createObjectURL(new Blob([event.data.source], { type: 'text/javascript' }));
    worker = startWorker();
    listen(worker);
  } else if (event.data?.type === 'build') {
    queue.push(event.data);
  }
  next();
});
answer({ type: 'ready', compiler: compilerUrl });

/// <reference lib="dom" />
/**
 * The playground's sandbox: a document with an opaque origin (served with `sandbox allow-scripts`, framed
 * by /playground/ without `allow-same-origin`), so that the code of a shared project, its configuration
 * and its build, never runs with the site's origin: no storage, cookies, caches or service worker of the
 * site are within its reach. It takes build requests from the page that frames it and hands them to a
 * worker running the browser build of webpack, which it stops when a build runs too long.
 */
import type { BuildRequest, SandboxMessage } from '../../shared/playground';

/** A build running longer is stopped: an endless loop in a configuration must not keep the playground busy for ever. */
export const BUILD_TIME_LIMIT_MS = 10_000;

const script = document.currentScript as HTMLScriptElement;
/** The compiler's absolute URL: a worker made from a `blob:` URL resolves nothing relative to this document. */
const compilerUrl = new URL(script.dataset.compiler!, location.href).href;

/**
 * A worker made here from a `blob:` URL, which loads the compiler with `importScripts`: a worker's script
 * must share its creator's origin, and this document's origin is opaque (no URL shares it).
 */
function startWorker(): Worker {
  const source = `importScripts(${JSON.stringify(compilerUrl)});`;
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}

let worker = startWorker();
/** The build the worker is on, and what stops it. */
let running: { id: number; timer: ReturnType<typeof setTimeout> } | undefined;
const queue: BuildRequest[] = [];

const answer = (message: SandboxMessage) => parent.postMessage(message, '*');

function next(): void {
  if (running || queue.length === 0) return;
  // Only the newest request matters: the ones before it were overtaken by later edits.
  // (the page reads only the answer to its last request).
  const request = queue.splice(0).pop()!;
  const timer = setTimeout(() => {
    worker.terminate();
    worker = startWorker();
    listen();
    running = undefined;
    answer({ type: 'failed', id: request.id, message: `The build ran for more than ${BUILD_TIME_LIMIT_MS / 1000} s and was stopped. Is there an endless loop in the configuration or a loader?` });
    next();
  }, BUILD_TIME_LIMIT_MS);
  running = { id: request.id, timer };
  worker.postMessage(request);
}

function listen(): void {
  worker.onmessage = (event: MessageEvent<SandboxMessage>) => {
    if (event.data.type === 'ready') return;
    if (!running || event.data.id !== running.id) return;
    clearTimeout(running.timer);
    running = undefined;
    answer(event.data);
    next();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (!running) return;
    clearTimeout(running.timer);
    const { id } = running;
    running = undefined;
    answer({ type: 'failed', id, message: `The build worker stopped: ${event.message || 'the compiler could not be loaded'}` });
    next();
  };
}

listen();
addEventListener('message', (event: MessageEvent<BuildRequest>) => {
  // Only the page that frames the sandbox asks for builds.
  if (event.source !== parent || event.data?.type !== 'build') return;
  queue.push(event.data);
  next();
});
answer({ type: 'ready' });

import {
  FILL,
  FILL_BATCH_SIZE,
  FILL_DELAY_MS,
  fillMark,
  mayFill,
  type ConnectionHints,
  type FillOutcome,
  type FillReply,
} from '../../shared/offline';
import { whenIdle } from '../components/useIdle';

/** A batch the worker has not answered by then (a stuck download) ends the fill for this visit. */
const REPLY_TIMEOUT_MS = 60_000;

export interface FillSteps {
  /** Resolves in the page's next idle period. */
  idle: () => Promise<void>;
  /** Whether the connection allows background downloads now (asked before every batch). */
  allowed: () => boolean;
  /** Has the worker download one batch; rejects when it cannot. */
  batch: () => Promise<FillReply>;
}

/**
 * Asks for one batch per idle period until the worker holds every fill file ('done'), the connection
 * says not to ('skipped': Save-Data, 2G), or a batch brings nothing new ('stopped': offline, a new
 * deploy, no worker to ask). What was cached stays, and the next visit goes on from there.
 */
export async function fillInBackground({ idle, allowed, batch }: FillSteps): Promise<FillOutcome> {
  for (;;) {
    await idle();
    if (!allowed()) return 'skipped';
    const reply = await batch().catch(() => undefined);
    if (!reply) return 'stopped';
    if (reply.remaining === 0) return 'done';
    if (reply.fetched === 0) return 'stopped';
  }
}

const idlePeriod = () => new Promise<void>((resolve) => whenIdle(resolve, { fallbackMs: 500 }));

/** `load`, then FILL_DELAY_MS more: the reader's own requests and the page's lazy pieces come first. */
const settled = () =>
  new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, FILL_DELAY_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });

const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** One batch from the active worker; none while a new version installs or waits (it brings its own list). */
function askWorker(registration: ServiceWorkerRegistration): Promise<FillReply> {
  const worker = registration.active;
  if (!worker || registration.installing || registration.waiting) return Promise.reject(new Error('no settled worker to fill'));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the worker did not answer')), REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<FillReply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: FILL, size: FILL_BATCH_SIZE }, [channel.port2]);
  });
}

/**
 * The page's part of the offline fill: once the page has loaded and is idle, it has the worker
 * download the rest of the precache in small batches (src/sw/sw.ts). The outcome is recorded as a
 * performance mark (`offline-fill-done`, …). Never rejects.
 */
export async function startBackgroundFill(): Promise<FillOutcome> {
  await settled();
  const registration = await navigator.serviceWorker.ready;
  const outcome = await fillInBackground({ idle: idlePeriod, allowed: () => mayFill(connection()), batch: () => askWorker(registration) });
  performance.mark(fillMark(outcome));
  return outcome;
}

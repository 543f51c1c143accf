/// <reference lib="dom" />
/**
 * The playground's run frame: a document with an opaque origin (served with the policy `sandbox allow-scripts`,
 * src/server/headers.ts) where the files a build
 * emitted run as a page would run them. It serves those files to itself as `blob:` URLs: wherever the
 * bundle asks for one of them by URL (a chunk's script, a stylesheet, an image, a `fetch`), the request
 * goes to the blob of the emitted file its path ends with. What the code writes to the console, and the
 * errors it does not catch, go back to the page.
 */
import type { ConsoleLevel, EmittedAsset, RunMessage, RunRequest } from '../../shared/playground';
import { requireOpaqueOrigin } from './opaque-origin';

requireOpaqueOrigin();

const say = (message: RunMessage) => parent.postMessage(message, '*');

/** A value in one line, roughly as a console shows it. */
function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `[Function ${value.name || '(anonymous)'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const LEVELS: ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];
for (const level of LEVELS) {
  const original = console[level].bind(console);
  console[level] = (...values: unknown[]) => {
    original(...values);
    say({ type: 'console', level, text: values.map(show).join(' ') });
  };
}
addEventListener('error', (event) => say({ type: 'console', level: 'error', text: `Uncaught ${show(event.error ?? event.message)}` }));
addEventListener('unhandledrejection', (event) => say({ type: 'console', level: 'error', text: `Uncaught (in promise) ${show(event.reason)}` }));

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  wasm: 'application/wasm',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  html: 'text/html',
  txt: 'text/plain',
};
const typeOf = (name: string) => TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

function blobOf(asset: EmittedAsset): string {
  const bytes = asset.text !== undefined ? asset.text : Uint8Array.from(atob(asset.base64 ?? ''), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: typeOf(asset.name) }));
}

/** Emitted file name → its blob URL. */
const served = new Map<string, string>();

/** The blob URL of the emitted file a URL asks for: the longest file name its path ends with. */
function servedFor(url: string): string | undefined {
  if (/^(blob|data):/.test(url)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, location.href).pathname);
  } catch {
    return undefined;
  }
  let found: [string, string] | undefined;
  for (const [name, blob] of served) {
    if ((path === `/${name}` || path.endsWith(`/${name}`)) && name.length > (found?.[0].length ?? -1)) found = [name, blob];
  }
  return found?.[1];
}

/** Sends what the bundle sets as a URL property (a script's `src`, a link's `href`) to the emitted file it names. */
function serveThrough<T extends object>(prototype: T, property: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(prototype, property)!;
  Object.defineProperty(prototype, property, {
    ...descriptor,
    set(this: T, value: unknown) {
      descriptor.set!.call(this, servedFor(String(value)) ?? value);
    },
  });
}
serveThrough(HTMLScriptElement.prototype, 'src');
serveThrough(HTMLLinkElement.prototype, 'href');
serveThrough(HTMLImageElement.prototype, 'src');
const realFetch = fetch.bind(globalThis);
globalThis.fetch = (input, init) => realFetch(input instanceof Request ? input : (servedFor(String(input)) ?? input), init);

/** Loads the entry points' files in order, as the page a build is for would: stylesheets as links, scripts in sequence. */
function load(entryFiles: string[]): void {
  for (const name of entryFiles) {
    const url = served.get(name);
    if (!url) continue;
    if (name.endsWith('.css')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      document.head.append(link);
    } else if (/\.[cm]?js$/.test(name)) {
      const script = document.createElement('script');
      if (name.endsWith('.mjs')) script.type = 'module';
      // Inserted scripts run in insertion order when not async, as a page's scripts do.
      script.async = false;
      script.src = url;
      document.head.append(script);
    }
  }
}

addEventListener('message', (event: MessageEvent<RunRequest>) => {
  // Only the page that frames this document runs code in it, and only once: a new run gets a new frame.
  if (event.source !== parent || event.data?.type !== 'run' || served.size > 0) return;
  for (const asset of event.data.assets) served.set(asset.name, blobOf(asset));
  load(event.data.entryFiles);
});
say({ type: 'run-ready' });

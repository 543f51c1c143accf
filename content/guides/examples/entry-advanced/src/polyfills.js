// Runs first: fills a gap the application relies on, and leaves a trace.
globalThis.startupLog ??= [];
globalThis.startupLog.push('polyfills.js');

if (!('last' in Array.prototype)) {
  Object.defineProperty(Array.prototype, 'last', {
    get() {
      return this[this.length - 1];
    },
  });
}

// Unreachable by default: a library exposes only the last module of an entry.
export const polyfilled = ['Array.prototype.last'];

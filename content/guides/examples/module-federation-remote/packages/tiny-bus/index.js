import pkg from './package.json';

// The listeners live in this module: every copy of the package has its own set.
const listeners = new Set();

export const version = pkg.version;

export function on(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emit(event) {
  for (const listener of listeners) listener(event);
}

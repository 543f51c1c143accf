/**
 * `util` for the browser build: what webpack and its dependencies take from it. `deprecate` returns the
 * function as it is (webpack wraps dozens of them while loading; Node's warning has nowhere to go here).
 */
export const deprecate = <F>(fn: F): F => fn;

/** A value in one line: strings as they are, other values as JSON where they can be. */
function describe(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'function' || typeof value === 'symbol' || value === undefined) return String(value);
  try {
    return JSON.stringify(value, (_, each: unknown) => (typeof each === 'bigint' ? `${each}n` : each)) ?? String(value);
  } catch {
    return String(value);
  }
}

export const inspect = Object.assign(describe, { custom: Symbol.for('nodejs.util.inspect.custom') });

const FORMATTERS: Record<string, (value: unknown) => string> = {
  s: (value) => (typeof value === 'string' ? value : describe(value)),
  d: (value) => String(Number(value)),
  i: (value) => String(Number.parseInt(String(value), 10)),
  f: (value) => String(Number.parseFloat(String(value))),
  j: (value) => JSON.stringify(value) ?? 'undefined',
  o: describe,
  O: describe,
  c: () => '',
};

/** Node's `util.format` (webpack's warnings and its infrastructure logger use it): `%s`, `%d`, `%i`, `%f`, `%j`, `%o`, `%O`, `%c`, `%%`; what is left over follows, spaced. */
export function format(template?: unknown, ...values: unknown[]): string {
  if (typeof template !== 'string') return [template, ...values].map((value) => FORMATTERS.s!(value)).join(' ');
  let next = 0;
  const text = template.replace(/%([sdifjoOc%])/g, (match, type: string) => {
    if (type === '%') return '%';
    return next < values.length ? FORMATTERS[type]!(values[next++]) : match;
  });
  return [text, ...values.slice(next).map((value) => FORMATTERS.s!(value))].join(' ');
}

export function promisify<T>(fn: (...args: unknown[]) => void): (...args: unknown[]) => Promise<T> {
  return (...args) => new Promise((resolve, reject) => fn(...args, (error: unknown, value: T) => (error ? reject(error) : resolve(value))));
}

export function inherits(constructor: { prototype: object }, superConstructor: { prototype: object }): void {
  Object.setPrototypeOf(constructor.prototype, superConstructor.prototype);
}

export const { TextDecoder, TextEncoder } = globalThis;

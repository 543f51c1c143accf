/**
 * `util` for the browser build: what webpack and its dependencies take from it. `deprecate` returns the
 * function as it is (webpack wraps dozens of them while loading; Node's warning has nowhere to go here).
 */
export const deprecate = <F>(fn: F): F => fn;

export const inspect = Object.assign((value: unknown) => String(value), { custom: Symbol.for('nodejs.util.inspect.custom') });

export function promisify<T>(fn: (...args: unknown[]) => void): (...args: unknown[]) => Promise<T> {
  return (...args) => new Promise((resolve, reject) => fn(...args, (error: unknown, value: T) => (error ? reject(error) : resolve(value))));
}

export function inherits(constructor: { prototype: object }, superConstructor: { prototype: object }): void {
  Object.setPrototypeOf(constructor.prototype, superConstructor.prototype);
}

export const { TextDecoder, TextEncoder } = globalThis;

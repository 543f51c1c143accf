import * as plain from './namespace/plain.js';
import * as spec from './namespace/spec.js';
import plainExports from './this/plain.cjs';
import globalExports from './this/global.cjs';

// Node.js has no CSS.paintWorklet: this stand-in prints the URL it is given.
globalThis.CSS = { paintWorklet: { addModule: async (url) => console.log(`addModule(${url})`) } };
CSS.paintWorklet.addModule(new URL('./checkerboard.js', import.meta.url));

for (const [file, ns] of [['plain.js', plain], ['spec.js', spec]]) {
  const prototype = Object.getPrototypeOf(ns) === null ? 'null' : 'Object.prototype';
  const keys = Object.getOwnPropertyNames(ns).join(', ');
  console.log(`${file}: keys ${keys}; prototype ${prototype}; extensible ${Object.isExtensible(ns)}`);
}

console.log('plain.cjs exports', plainExports);
console.log('global.cjs exports', globalExports, 'and globalThis.Widget is', globalThis.Widget);

// Writes src/math.wasm, a WebAssembly module spelled out byte by byte. A real project gets its
// .wasm file from a compiler (Rust, C, AssemblyScript, ...); writing the bytes here keeps the
// example free of extra tools, and shows what such a file contains.
import { writeFile } from 'node:fs/promises';
import { factor } from '../src/factor.js';

const utf8 = (text) => [...new TextEncoder().encode(text)];
// Lengths are unsigned LEB128 numbers: one byte each, as long as they stay below 128.
const sized = (bytes) => {
  if (bytes.length > 127) throw new Error('this little writer only handles short sections');
  return [bytes.length, ...bytes];
};
const vector = (items) => [items.length, ...items.flat()];
const name = (text) => sized(utf8(text));
const section = (id, items) => [id, ...sized(vector(items))];
const i32 = 0x7f;
const signature = (params, results) => [0x60, ...vector(params), ...vector(results)];
const body = (...instructions) => sized([0, ...instructions, 0x0b]); // no locals, code, end

const bytes = Uint8Array.from([
  ...utf8('\0asm'), 1, 0, 0, 0, // magic number, version 1
  ...section(1, [ // types
    signature([], [i32]), // type 0: () => i32
    signature([i32, i32], [i32]), // type 1: (i32, i32) => i32
    signature([i32], [i32]), // type 2: (i32) => i32
  ]),
  ...section(2, [ // imports: module name, field name, kind 0 (function), type
    [...name('./factor.js'), ...name('factor'), 0, 0], // function 0
  ]),
  ...section(3, [[1], [2]]), // the module's own functions 1 and 2, of types 1 and 2
  ...section(7, [ // exports: name, kind 0 (function), function index
    [...name('add'), 0, 1],
    [...name('scale'), 0, 2],
  ]),
  ...section(10, [ // code, one body per own function
    body(0x20, 0, 0x20, 1, 0x6a), // add: local.get 0, local.get 1, i32.add
    body(0x20, 0, 0x10, 0, 0x6c), // scale: local.get 0, call 0 (factor), i32.mul
  ]),
]);

await writeFile(new URL('../src/math.wasm', import.meta.url), bytes);

// Check the file without webpack. The WebAssembly API takes the imports as an object:
// one property per module name of the import section, holding the fields imported from it.
const { instance } = await WebAssembly.instantiate(bytes, { './factor.js': { factor } });
const { add, scale } = instance.exports;
console.log(`src/math.wasm: ${bytes.length} bytes, add(2, 3) = ${add(2, 3)}, scale(4) = ${scale(4)}`);

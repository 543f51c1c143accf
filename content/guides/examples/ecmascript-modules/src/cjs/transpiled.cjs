// What Babel or TypeScript make of `export default ...; export const named = ...`.
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = 'the default export';
exports.named = 'a named export';

// The WebAssembly module imports this function: its import section names
// the module "./factor.js" and the field "factor".
export function factor() {
  return 10;
}

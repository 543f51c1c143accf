import { add, scale } from './math.wasm';

export function report() {
  return [`add(2, 3) = ${add(2, 3)}`, `scale(4) = ${scale(4)}`];
}

import { table } from '../table.js';

export function report(values) {
  return table(values.map((value, index) => [`day ${index + 1}`, value]));
}

import { formatPrice } from './format.js';
import { bar } from './bar.js';

export function drawChart(values) {
  for (const value of values) console.log(bar(value), formatPrice(value));
}

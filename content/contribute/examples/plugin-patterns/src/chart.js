import { formatNumber } from './format.js';

export function drawChart(values) {
  return values.map((value) => `${'#'.repeat(value)} ${formatNumber(value)}`).join('\n');
}

import { formatPrice } from './shared/format.js';

globalThis.startupLog ??= [];
globalThis.startupLog.push('app.js');

export const lastStep = globalThis.startupLog.last;

export function total(prices) {
  return formatPrice(prices.reduce((sum, price) => sum + price, 0));
}

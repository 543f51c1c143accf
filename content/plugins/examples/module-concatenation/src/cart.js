import { formatPrice } from './format.js';

const items = [];

export function addItem(price) {
  items.push(price);
}

export function total() {
  return formatPrice(items.reduce((sum, price) => sum + price, 0));
}

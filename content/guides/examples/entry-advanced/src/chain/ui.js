import { formatPrice } from '../shared/format.js';
import { listItems } from '../shared/store.js';

export function renderList() {
  return listItems().map((item) => `${item.name}: ${formatPrice(item.cents)}`);
}
console.log('ui: sees', listItems().length, 'item(s)');

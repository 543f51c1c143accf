import { formatPrice } from '../shared/format.js';
import { addItem } from '../shared/store.js';

addItem('Starter kit', 1250);
console.log('core: started with', formatPrice(1250));

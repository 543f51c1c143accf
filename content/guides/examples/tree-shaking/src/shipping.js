import { formatPrice } from './format.js';
import { grams } from './units.js';
import { badge } from 'badge';

document.body.append(`${grams(850)} for ${formatPrice(499)}`, badge('Free returns'));

import { formatPrice } from 'tiny-format';
import { pageTitle } from './shared.js';

document.title = pageTitle('About');
document.body.textContent = `Founded with ${formatPrice(50)} and a good idea.`;

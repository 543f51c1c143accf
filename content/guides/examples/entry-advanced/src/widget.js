import { formatPrice } from './shared/format.js';

// Embedded on other sites: must work as one self-contained file.
document.currentScript?.insertAdjacentText('afterend', `From ${formatPrice(999)}`);

// Three ES modules, this one, cart.js and format.js: production mode merges them into one scope, and
// the Stats tab lists them as "./src/index.js + 2 modules". In main.js, the minimizer has put the
// bodies of total and formatPrice inline: in one scope, it can see every place they are called.
import { total } from './cart.js';
import { formatPrice } from './format.js';
// A CommonJS module: in main.js it stays a function of its own, called through webpack's require.
import legacyDiscount from './legacy-discount.js';

const items = [1999, 500, 250];
document.body.textContent = `Total: ${formatPrice(legacyDiscount(total(items)))}`;

import { formatPrice } from 'tiny-format';
import { pageTitle } from './shared.js';

// A page with home.js needs vendor.js and common.js too (each Entrypoint line of the output lists an
// entry's files): home.js waits until they have run.
document.title = pageTitle('Home');
document.body.textContent = `Today only: ${formatPrice(1999)}`;

// This module is in the `shared` entry already, so app.js does not repeat it: it uses the copy
// shared.js has loaded. The Run tab's console shows 'shared.js runs' once.
import { formatPrice } from './shared.js';

document.body.textContent = `Today only: ${formatPrice(1999)}`;

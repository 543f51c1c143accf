require('./panel.css');
const { formatPrice } = require('./helpers.cjs');

const panel = document.createElement('div');
panel.className = 'panel';
panel.textContent = `Total: ${formatPrice(1999)}`;
document.body.append(panel);

// Another build loads this module with `import('shop/button')`, once its own ModuleFederationPlugin
// has `remotes: { shop: 'shop@https://example.com/remoteEntry.js' }`.
import { price } from './price.js';

export function buyButton(cents) {
  const button = document.createElement('button');
  button.textContent = `Buy for ${price(cents)}`;
  return button;
}

import { on, version } from 'tiny-bus';

let items = 0;
on((event) => {
  if (event.type === 'add') document.querySelector('#count').textContent = String(++items);
});
document.querySelector('#bus').textContent = `(shop, tiny-bus ${version})`;

// The shop works without the cart: if the remote cannot be loaded, show a fallback instead.
const slot = document.querySelector('#cart-slot');
import('cart/AddToCart')
  .then(({ mountAddToCart }) => mountAddToCart(slot, 'teapot'))
  .catch((error) => {
    slot.textContent = 'The cart is not available right now. ';
    const details = document.createElement('pre');
    details.textContent = `${error.name}: ${error.message}`;
    slot.append(details);
  });

import { emit, version } from 'tiny-bus';

// Renders an "Add to cart" button into `element`. The remote knows nothing about the page
// around it: it announces each click on the bus, and whoever listens updates the cart.
export function mountAddToCart(element, product) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `Add ${product} to cart`;
  button.addEventListener('click', () => emit({ type: 'add', product }));

  const note = document.createElement('small');
  note.textContent = ` cart widget, tiny-bus ${version}`;

  element.replaceChildren(button, note);
}

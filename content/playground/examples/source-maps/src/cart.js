export function total(items) {
  // A mistake here would be reported at main.js:1 without the map, at cart.js:3 with it.
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

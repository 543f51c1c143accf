export function buyButton(cents) {
  const button = document.createElement('button');
  button.textContent = `Buy for $${(cents / 100).toFixed(2)}`;
  return button;
}

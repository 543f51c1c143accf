export function formatPrice(value) {
  return `${value.toFixed(2)} EUR`;
}

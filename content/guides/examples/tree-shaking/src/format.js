function createFormatter(currency) {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (cents) => format.format(cents / 100);
}

export function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

export function formatWeight(grams) {
  return `${(grams / 1000).toFixed(1)} kg`;
}

export const euros = /*#__PURE__*/ createFormatter('EUR');

export const pounds = createFormatter('GBP');

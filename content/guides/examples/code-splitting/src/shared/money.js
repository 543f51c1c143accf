const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

export function formatPrice(cents) {
  return euros.format(cents / 100);
}

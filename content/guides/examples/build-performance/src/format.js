const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

export const formatPrice = (cents) => currency.format(cents / 100);

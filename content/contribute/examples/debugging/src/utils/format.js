import currency from './currency.cjs';

export function formatPrice(cents) {
  return `${currency.symbol}${(cents / 100).toFixed(currency.decimals)}`;
}

// From the old site, where a <script> tag loaded this file before the others.
// A classic script's top-level declarations are globals: the later scripts
// called formatPrice() without importing it.
var CURRENCY_SYMBOLS = { EUR: '€', GBP: '£', USD: '$' };

function formatPrice(cents, currency) {
  var symbol = CURRENCY_SYMBOLS[currency] || currency + ' ';
  return symbol + (cents / 100).toFixed(2);
}

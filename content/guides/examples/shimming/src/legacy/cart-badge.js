// From the old site. It expects the page to have defined `$` and `formatPrice`
// already, and it publishes its constructor on `this`, which is `window` when
// a browser runs a classic script.
(function (root) {
  function CartBadge(selector, currency) {
    this.element = $(selector);
    this.currency = currency;
    this.count = 0;
    this.cents = 0;
  }

  CartBadge.prototype.add = function (item) {
    this.count += 1;
    this.cents += item.cents;
    this.element.textContent = this.count + ' items, ' + formatPrice(this.cents, this.currency);
    this.element.hidden = false;
  };

  root.CartBadge = CartBadge;
})(this);

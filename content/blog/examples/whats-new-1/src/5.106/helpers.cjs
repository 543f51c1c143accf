exports.formatPrice = (cents) => `$${(cents / 100).toFixed(2)}`;

exports.formatDate = (date) => `a helper that no module uses, for ${date.toISOString()}`;

// The shared entry: what every page of the site needs. Its file, shared.js, also holds webpack's
// runtime, which app uses, as an entry with dependOn gets none of its own.
console.log('shared.js runs');

export function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

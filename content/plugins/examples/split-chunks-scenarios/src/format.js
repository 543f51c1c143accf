// Shared by both entries.
export function formatCount(count) {
  return count.toLocaleString('en-US');
}

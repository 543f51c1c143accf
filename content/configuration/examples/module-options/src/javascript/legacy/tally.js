// Written for a classic script: the first call creates the global `count`.
export function tally() {
  count = (typeof count === 'number' ? count : 0) + 1;
  return count;
}

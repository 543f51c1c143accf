export function bar(value) {
  return '#'.repeat(Math.round(value));
}

export function round(value) {
  return Math.round(value * 10) / 10;
}

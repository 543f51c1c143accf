// Maps the values onto 0..width, the largest value taking the whole width.
export function scale(values, width) {
  const largest = Math.max(...values, 1);
  return (value) => Math.round((value / largest) * width);
}

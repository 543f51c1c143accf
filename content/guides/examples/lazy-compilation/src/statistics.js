export function summarize(values) {
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    total,
    mean: total / values.length,
    best: Math.max(...values),
  };
}

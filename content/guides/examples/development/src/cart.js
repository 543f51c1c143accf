export function formatTotal(items) {
  const sum = items.reduce((result, item) => result + item.price, 0);
  if (Number.isNaN(sum)) {
    throw new Error('Every item needs a price');
  }
  return `${sum.toFixed(2)} EUR`;
}

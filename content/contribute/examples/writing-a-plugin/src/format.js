/**
 * Adds up the order lines and formats the result as a sentence.
 * The long names and comments are what the minimizer removes.
 */
export function formatTotal(orderLines) {
  let totalInCents = 0;
  for (const orderLine of orderLines) {
    totalInCents += orderLine.quantity * orderLine.unitPriceInCents;
  }
  const formattedTotal = (totalInCents / 100).toFixed(2);
  return `${orderLines.length} items, ${formattedTotal} EUR in total`;
}

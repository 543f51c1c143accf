import { summarize } from './statistics.js';

const sales = [12, 7, 31, 18, 25, 9, 14];

export function renderReport() {
  const { total, mean, best } = summarize(sales);
  const report = document.createElement('p');
  report.id = 'report';
  report.textContent = `Report for ${__RELEASE__}: ${sales.length} days, ${total} sales, ${mean.toFixed(1)} a day, best day ${best}.`;
  return report;
}

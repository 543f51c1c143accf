export function drawChart(parent, values) {
  const chart = document.createElement('pre');
  chart.textContent = values.map((value) => '#'.repeat(value)).join('\n');
  parent.append(chart);
}

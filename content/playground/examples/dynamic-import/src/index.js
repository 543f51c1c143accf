const button = document.createElement('button');
button.textContent = 'Show the chart';
document.body.append(button);

button.addEventListener('click', async () => {
  // Loaded on the first click only: webpack puts it in a chunk of its own, named by the comment.
  const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  drawChart(document.body, [3, 1, 4, 1, 5]);
});

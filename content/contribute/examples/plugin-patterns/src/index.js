import { greeting } from './greeting.js';

document.body.textContent = greeting(42);

document.addEventListener('click', async () => {
  const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  document.body.textContent = drawChart([3, 5, 2]);
});

import { bars } from 'chart-kit';
import { formatCount } from './format.js';

const visits = [120, 340, 90];
console.log(`home: ${formatCount(visits.length)} days`, bars(visits));

// The report page is only fetched when the reader asks for it.
document.querySelector('#report')?.addEventListener('click', async () => {
  const { report } = await import(/* webpackChunkName: "report" */ './pages/report.js');
  console.log(report(visits));
});

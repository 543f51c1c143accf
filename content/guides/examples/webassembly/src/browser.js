import { report } from './report.js';

const list = document.createElement('ul');
for (const line of report()) {
  const item = document.createElement('li');
  item.textContent = line;
  list.append(item);
}
document.body.append(list);

import { formatTime } from './format.js';

const clock = document.createElement('p');
clock.id = 'clock';
document.body.append(clock);

function tick() {
  clock.textContent = `Local time: ${formatTime(new Date())}`;
}

tick();
setInterval(tick, 1000);

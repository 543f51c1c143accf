import './styles.css';
import './counter.js';
import { title } from './title.js';
import { message } from './message.js';

const heading = document.createElement('h1');
heading.textContent = title;
const paragraph = document.createElement('p');
paragraph.id = 'message';
document.body.prepend(heading, paragraph);

function render() {
  paragraph.textContent = message();
}

render();

if (import.meta.webpackHot) {
  // When message.js changes, webpack re-imports it and calls render().
  import.meta.webpackHot.accept('./message.js', render);
}

import * as card from './card.module.css';
import * as print from './print.css';
import * as widgets from './widgets.css';

const sheets = { 'card.module.css': card, 'widgets.css': widgets, 'print.css': print };
for (const [file, { default: text, ...names }] of Object.entries(sheets)) {
  console.log(`${file} exports ${JSON.stringify(names)}`);
  console.log(text.trim());
}

import { addItem } from '../shared/store.js';
import { renderList } from './ui.js';

addItem('Gift wrap', 300);
console.log('page:', renderList().join(' | '));

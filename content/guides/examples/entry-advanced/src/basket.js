import { addItem } from './shared/store.js';

addItem('Gift wrap', 300);

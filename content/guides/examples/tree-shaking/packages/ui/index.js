export { button } from './button.js';
export { dialog } from './dialog.js';

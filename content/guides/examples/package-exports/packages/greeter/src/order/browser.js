export const picked = './src/order/browser.js';

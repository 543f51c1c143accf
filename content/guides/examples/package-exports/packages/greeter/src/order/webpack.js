export const picked = './src/order/webpack.js';

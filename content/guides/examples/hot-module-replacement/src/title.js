export const title = 'Hot Module Replacement';

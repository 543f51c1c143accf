export const secret = 'internal';

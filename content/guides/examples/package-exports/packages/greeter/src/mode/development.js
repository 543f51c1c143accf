export const mode = 'development';

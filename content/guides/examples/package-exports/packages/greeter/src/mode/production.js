export const mode = 'production';

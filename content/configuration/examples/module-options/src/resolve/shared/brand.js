export const brand = 'Acme';

export const red = '#f00';
export const blue = '#00f';

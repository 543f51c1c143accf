export const shout = (text) => `${text.toUpperCase()}!`;
export const version = 'strings 2.0';

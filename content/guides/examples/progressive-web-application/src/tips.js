export const tip = 'Roll your clothes: they take less room than folded ones.';

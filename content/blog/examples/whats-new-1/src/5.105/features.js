// An older version of this module; a newer one also exports `share`.
export const print = () => 'printing';

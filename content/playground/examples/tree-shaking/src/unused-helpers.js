// Imported for its side effects only, yet package.json says there are none: webpack drops the module.
export const formatted = new Intl.NumberFormat('en-US').format(1234.5);

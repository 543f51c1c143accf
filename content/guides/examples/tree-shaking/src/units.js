/*#__NO_SIDE_EFFECTS__*/
export function createUnitFormatter(unit) {
  const format = new Intl.NumberFormat('en-US', { style: 'unit', unit });
  return (value) => format.format(value);
}

export const grams = createUnitFormatter('gram');

export const kilograms = createUnitFormatter('kilogram');

/** Sections that have a printable whole-section page (spec section 9). */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

export type PrintableSection = (typeof PRINTABLE_SECTIONS)[number];

export function isPrintableSection(section: string): section is PrintableSection {
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section);
}

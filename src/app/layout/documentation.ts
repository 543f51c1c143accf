import { siteConfig } from '../../../site.config';
import { sectionOf } from '../../shared/urls';

/** Whether a path belongs to the sections grouped under "Documentation" in the header. */
export function isInDocumentation(pathname: string): boolean {
  return siteConfig.documentationSections.includes(sectionOf(pathname));
}

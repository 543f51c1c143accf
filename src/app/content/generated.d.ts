// The build writes `.generated/routes.js`; webpack resolves `@generated` to that folder.
declare module '@generated/routes' {
  import type { RouteTable } from './types';
  export const pages: RouteTable['pages'];
  export const bodies: RouteTable['bodies'];
  export const navs: RouteTable['navs'];
  export const printables: RouteTable['printables'];
}

declare module '@generated/splash-examples' {
  import type { SplashExample } from '../../shared/splash';
  const examples: SplashExample[];
  export default examples;
}

declare module '@generated/supporters' {
  import type { SupportersFile } from '../../shared/sponsors';
  const supporters: SupportersFile;
  export default supporters;
}

declare module '@generated/search-index' {
  import type { SearchRow } from '../../shared/search';
  /** Every search document (see src/builder/search/search-index.ts). */
  const rows: SearchRow[];
  export default rows;
}

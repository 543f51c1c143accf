// The build writes these modules to `.generated/` (src/builder/content/emit-modules.ts); webpack
// resolves `@generated` to that folder, and `@generated/routes` to `routes.server.js` in the prerender.
declare module '@generated/routes' {
  import type { RouteTable } from './types';
  export const version: RouteTable['version'];
  export const pages: RouteTable['pages'];
  export const navs: RouteTable['navs'];
  export const anchors: RouteTable['anchors'];
}

declare module '@generated/splash-examples' {
  import type { SplashExample } from '../../shared/splash';
  const examples: SplashExample[];
  export default examples;
  /** The figure of what webpack makes of the examples (an inline SVG and its caption). */
  export const diagram: string;
}

declare module '@generated/supporters' {
  import type { SupportersFile } from '../../shared/sponsors';
  const supporters: SupportersFile;
  export default supporters;
}


declare module '@generated/playground-presets' {
  import type { PlaygroundPreset } from '../../shared/playground';
  const presets: PlaygroundPreset[];
  export default presets;
}

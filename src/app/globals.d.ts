// Replaced at build time by webpack's DefinePlugin (src/builder/webpack/config.ts).
/** The hash of the sources this bundle was built from. */
declare const __BUILD_ID__: string;
/** Whether this build ships a service worker (production builds do; the dev server does not). */
declare const __SERVICE_WORKER__: boolean;

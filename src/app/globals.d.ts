// Replaced at build time by webpack's DefinePlugin (src/builder/webpack/config.ts).
/** Whether this build ships a service worker (production builds do; the dev server does not). */
declare const __SERVICE_WORKER__: boolean;

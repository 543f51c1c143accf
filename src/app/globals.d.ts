/// <reference types="webpack/module" />
// Replaced at build time (src/builder/app-constants.ts).
/** Whether this build ships a service worker (production builds do; the dev server does not). */
declare const __SERVICE_WORKER__: boolean;
/** The version of the webpack release the documentation describes: the one installed when the site was built. */
declare const __WEBPACK_VERSION__: string;

// The public path as the runtime sees it when this chunk runs.
export const loadedFrom = __webpack_public_path__;

// A page can name the folder the files were uploaded to before the bundle runs.
// Without it, the value from output.publicPath stays in place.
if (window.ASSET_BASE) {
  __webpack_public_path__ = window.ASSET_BASE;
}

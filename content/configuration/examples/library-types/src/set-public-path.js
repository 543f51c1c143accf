// The page says where the files were uploaded, in a global it sets before the bundle runs.
__webpack_public_path__ = window.ASSET_HOST;

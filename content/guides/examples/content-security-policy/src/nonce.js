// The server gave the <script> tag that loaded this bundle a fresh nonce.
// Hand the same nonce to webpack before any chunk is requested.
__webpack_nonce__ = document.currentScript.nonce;

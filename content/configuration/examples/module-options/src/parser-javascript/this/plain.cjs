// Written for a <script> tag: the library puts itself on what `this` is.
(function (root) {
  root.Widget = { version: '1.0' };
})(this);

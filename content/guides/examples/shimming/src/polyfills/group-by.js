// Object.groupBy(items, callback): an object with one array of items per key
// that the callback returns. Loaded only where the browser lacks it.
Object.defineProperty(Object, 'groupBy', {
  configurable: true,
  writable: true,
  value: function groupBy(items, callback) {
    var groups = Object.create(null);
    var index = 0;
    for (var item of items) {
      var key = callback(item, index++);
      if (!(key in groups)) groups[key] = [];
      groups[key].push(item);
    }
    return groups;
  },
});

/**
 * Runs inline at the end of `<body>` and starts the app once the prerendered page has been painted:
 * it adds the scripts listed in its own `data-scripts` attribute (in order) after the first
 * contentful paint. The text the server sent is painted before the app's scripts compete with the
 * stylesheet for the network or with the paint for the main thread: on a slow phone the largest
 * paint is the first one, and React hydrates what is already on screen. (As `defer` scripts they
 * ran before the first paint; as preloads they slowed it.) A page with nothing to paint (the app
 * shell, the dev server's empty page) and a hidden document, which does not paint, start at once;
 * a browser that never reports the paint starts after three seconds. (The observer's callback runs
 * in a task after the paint, and no timer is needed: a page whose clock is paused still starts.)
 * Tiny and dependency-free.
 */
export const START_SCRIPT =
  '(function(){var d=document,c=d.currentScript,s=0;function go(){if(s)return;s=1;c.dataset.scripts.split(" ").forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
  'var r=d.getElementById("root");if(!r||!r.firstChild||d.visibilityState!=="visible")return go();' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){return go()}setTimeout(go,3e3)})()';

/**
 * The copy buttons: "Copy code" in every code block (src/builder/markdown/highlight.ts) and "Copy
 * page" beside "Print Document" (DocPage). This script, inline at the end of every document, answers
 * them all with one listener on the document, so a button works on a prerendered page before any of
 * the app's scripts has loaded, and on every page the app shows afterwards.
 * - A code block is copied as the reader sees it, without the popups of types on hover; for a `diff` block, the lines of the result, without
 *   their `+`/` ` markers (removed lines, file headers and hunk headers are left out); for a block with
 *   `[!code --]` notation (`has-diff`), its lines without the removed ones: the file it stands for.
 * - A page is copied as its Markdown twin (`data-copy-page` is its URL), fetched on the click; an
 *   answer that is not Markdown (the dev server's app shell, which has no twins) is a failure. The
 *   clipboard is handed the fetch's promise (a ClipboardItem), so browsers that allow a copy only
 *   during the click itself (Safari) copy it too.
 * The outcome is announced in a status region the script adds to the page (emptied first, so a second
 * copy is announced again), and shown on the button (`data-state`) for two seconds.
 */
export const COPY_BUTTONS_SCRIPT =
  '(function(){var d=document,s=d.createElement("div");s.className="visually-hidden";s.setAttribute("role","status");d.body.appendChild(s);' +
  'd.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-copy-code],[data-copy-page]");if(!b)return;' +
  'var c=navigator.clipboard,u=b.dataset.copyPage,p=b.parentNode.querySelector("pre"),t;' +
  'function done(m,k){s.textContent="";setTimeout(function(){s.textContent=m},50);b.dataset.state=k;clearTimeout(b.t);b.t=setTimeout(function(){s.textContent="";delete b.dataset.state},2e3)}' +
  'function copied(){done("Copied","copied")}function failed(){done("Could not copy","failed")}' +
  // x: an element's text without the type popups of a `twoslash` block (src/builder/markdown/type-info.ts).
  'function x(e){e=e.cloneNode(!0);[].forEach.call(e.querySelectorAll(".type-info__popup"),function(n){n.remove()});return e.textContent}' +
  'try{if(u){t=fetch(u).then(function(r){if(!r.ok||!/^text\\/markdown/.test(r.headers.get("content-type")))throw Error(r.status);return r.text()});' +
  '(window.ClipboardItem?c.write([new ClipboardItem({"text/plain":t.then(function(x){return new Blob([x],{type:"text/plain"})})})]):t.then(function(x){return c.writeText(x)})).then(copied,failed);return}' +
  'if(!p)return;t=x(p);if(p.classList.contains("has-diff"))t=[].filter.call(p.querySelectorAll(".line"),function(l){return!l.classList.contains("remove")}).map(x).join("\\n");' +
  'else if(p.dataset.language==="diff")t=t.split("\\n").filter(function(l){return!/^(-|\\+\\+\\+|@@)/.test(l)}).map(function(l){return/^[+ ]/.test(l)?l.slice(1):l}).join("\\n");' +
  'c.writeText(t).then(copied,failed)}catch(x){failed()}})})()';

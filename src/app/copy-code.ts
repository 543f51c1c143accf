/**
 * The "Copy code" buttons of code blocks. The build puts a button in every block
 * (src/builder/markdown/highlight.ts); this script, inline at the end of every document, answers them
 * all with one listener on the document, so a button works on a prerendered page before any of the
 * app's scripts has loaded, and on every page the app shows afterwards. It copies the code as the
 * reader sees it; for a `diff` block, the lines of the result, without their `+`/` ` markers (removed
 * lines, file headers and hunk headers are left out). The outcome is announced in a status region it
 * adds to the page (emptied first, so a second copy is announced again), and shown on the button
 * (`data-state`) for two seconds.
 */
export const COPY_CODE_SCRIPT =
  '(function(){var d=document,s=d.createElement("div");s.className="visually-hidden";s.setAttribute("role","status");d.body.appendChild(s);' +
  'd.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-copy-code]"),p=b&&b.parentNode.querySelector("pre");if(!p)return;' +
  'var t=p.textContent;if(p.dataset.language==="diff")t=t.split("\\n").filter(function(l){return!/^(-|\\+\\+\\+|@@)/.test(l)}).map(function(l){return/^[+ ]/.test(l)?l.slice(1):l}).join("\\n");' +
  'function done(m,k){s.textContent="";setTimeout(function(){s.textContent=m},50);b.dataset.state=k;clearTimeout(b.t);b.t=setTimeout(function(){s.textContent="";delete b.dataset.state},2e3)}' +
  'try{navigator.clipboard.writeText(t).then(function(){done("Copied","copied")},function(){done("Could not copy","failed")})}catch(x){done("Could not copy","failed")}})})()';

/**
 * The package-manager tabs of install commands (src/builder/markdown/package-managers.ts writes them).
 * The reader's choice is kept in local storage and applies to every group of tabs on every page:
 * - PACKAGE_MANAGER_BOOT_SCRIPT, inline in `<head>`, sets `data-package-manager` on `<html>` before the
 *   first paint, and CSS (PageBody.css) shows that tab's panel and marks the tab, so a saved choice never
 *   flashes npm first and the prerendered HTML the app hydrates is the same for every reader;
 * - PACKAGE_MANAGER_TABS_SCRIPT, inline at the end of every document like the copy buttons, answers
 *   clicks and the arrow keys (a roving tabindex, as a tablist wants) before any app script has loaded,
 *   and keeps `aria-selected` true to what is shown, on this page and on every page the app shows next.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export const PACKAGE_MANAGER_STORAGE_KEY = 'package-manager';

const KEY = JSON.stringify(PACKAGE_MANAGER_STORAGE_KEY);
/** The choices other than npm, which is what an HTML document shows without one. */
const OTHERS = JSON.stringify(PACKAGE_MANAGERS.filter((name) => name !== 'npm'));

export const PACKAGE_MANAGER_BOOT_SCRIPT = `try{var p=localStorage.getItem(${KEY});if(${OTHERS}.indexOf(p)>=0)document.documentElement.dataset.packageManager=p}catch(e){}`;

// y: marks the tabs of the choice; o: starts watching for pages the app shows; c: chooses; g: the tab an event is on.
export const PACKAGE_MANAGER_TABS_SCRIPT =
  '(function(){var d=document,r=d.documentElement,w;' +
  'function y(){var p=r.dataset.packageManager||"npm";[].forEach.call(d.querySelectorAll("[data-pm-tab]"),function(t){var s=t.dataset.pmTab==p;t.setAttribute("aria-selected",s);t.tabIndex=s?0:-1})}' +
  // Pages the app shows later arrive with npm selected: they are brought in line as they come.
  'function o(){w||!r.dataset.packageManager||(w=new MutationObserver(y)).observe(d.body,{childList:1,subtree:1})}' +
  `function c(p){p=="npm"?delete r.dataset.packageManager:r.dataset.packageManager=p;try{localStorage.setItem(${KEY},p)}catch(e){}y();o()}` +
  'function g(e){return e.target.closest&&e.target.closest("[data-pm-tab]")}' +
  'd.addEventListener("click",function(e){var t=g(e);t&&c(t.dataset.pmTab)});' +
  'd.addEventListener("keydown",function(e){var t=g(e);if(!t)return;var l=[].slice.call(t.parentNode.children),i=l.indexOf(t),n={ArrowRight:i+1,ArrowLeft:i-1,Home:0,End:l.length-1}[e.key];' +
  'if(n==null)return;e.preventDefault();t=l[(n+l.length)%l.length];c(t.dataset.pmTab);t.focus()});' +
  'r.dataset.packageManager&&(y(),o())})()';

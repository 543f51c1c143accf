/** Shows the banner that lets the reader switch to the new version that is waiting. */
function offerUpdate(worker) {
  document.querySelector('#update').hidden = false;
  document.querySelector('#reload').addEventListener('click', () => {
    // Once the new worker controls the page, load the page again from its precache.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    // The generated service worker calls skipWaiting() when it gets this message.
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

function watch(worker) {
  worker.addEventListener('statechange', () => {
    // Installed while another worker controls the page: a new version, now waiting.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
  });
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;

  // Wait until the page has loaded, so the worker's downloads do not compete with it.
  window.addEventListener('load', async () => {
    const registration = await navigator.serviceWorker.register('/service-worker.js');

    // A new version that was installed on an earlier visit and is still waiting.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);

    // One that is installing now, or starts installing later.
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  });
}

import { useEffect, useState } from 'react';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../shared/offline';
import { startBackgroundFill } from './fill';
import { UpdateNotice } from './UpdateNotice';

/** The registered worker; the update notice appears while a newer one waits to take over. */
export default function ServiceWorker() {
  const [waiting, setWaiting] = useState<Workbox | undefined>(undefined);
  useEffect(() => {
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('waiting', () => setWaiting(workbox));
    // Once a new version controls the page (accepted here or in another tab), the chunks this page
    // runs on may be gone: reload, once, onto the new version.
    let reloaded = false;
    workbox.addEventListener('controlling', (event) => {
      if (!event.isUpdate || reloaded) return;
      reloaded = true;
      window.location.reload();
    });
    // Registered, the worker holds the app core; the rest of the site follows in the background.
    workbox.register().then(
      () => void startBackgroundFill(),
      (error: unknown) => console.warn('The service worker could not be registered:', error),
    );
    // Browsers look for a new worker on navigations; a reader who keeps one tab open navigates
    // client-side, so look again whenever the tab comes back into view.
    const checkForUpdate = () => {
      if (document.visibilityState === 'visible') void workbox.update();
    };
    document.addEventListener('visibilitychange', checkForUpdate);
    return () => document.removeEventListener('visibilitychange', checkForUpdate);
  }, []);
  if (!waiting) return null;
  return <UpdateNotice onUpdate={() => waiting.messageSkipWaiting()} />;
}

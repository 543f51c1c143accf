import { useEffect, useState } from 'react';
import { siteConfig } from '../../../site.config';
import './NotificationBar.css';

export const DISMISSED_KEY = 'notification-dismissed';
/** Set on `<body>` when the reader closes the notice. */
export const DISMISSED_BODY_CLASS = 'notification-dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The dismissible notice: shown unless the stored dismissal equals the current version. */
export default function NotificationBar() {
  const { version, message, link } = siteConfig.notification;
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readDismissed() !== version), [version]);
  if (!visible) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, version);
    } catch {
      // Without storage the notice comes back on the next visit; closing still hides it now.
    }
    document.body.classList.toggle(DISMISSED_BODY_CLASS);
    setVisible(false);
  };
  return (
    <aside className="notification-bar" aria-label="Notification">
      <p>
        {message} <a href={link.url}>{link.title}</a>
      </p>
      <button type="button" className="icon-button notification-bar__close" aria-label="Dismiss notification" onClick={close}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

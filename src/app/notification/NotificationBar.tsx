import { useEffect, useRef, useState } from 'react';
import { siteConfig } from '../../../site.config';
import { readStored, writeStored } from '../storage';
import './NotificationBar.css';

export const DISMISSED_KEY = 'notification-dismissed';
/** Set on `<body>` when the reader closes the notice. */
export const DISMISSED_BODY_CLASS = 'notification-dismissed';
/** The custom property on `<html>` holding the bar's height while it is shown. */
const BAR_HEIGHT = '--notification-bar-height';

/** The dismissible notice: shown unless the stored dismissal equals the current version. */
export default function NotificationBar() {
  const { version, message, link } = siteConfig.notification;
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readStored(DISMISSED_KEY) !== version), [version]);
  const bar = useRef<HTMLElement>(null);
  // Fixed controls (the phone's back-to-top button) stay clear of the bar by its published height.
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => root.setProperty(BAR_HEIGHT, `${entry?.borderBoxSize[0]?.blockSize ?? 0}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BAR_HEIGHT);
    };
  }, [visible]);
  if (!visible) return null;
  const close = () => {
    writeStored(DISMISSED_KEY, version);
    document.body.classList.toggle(DISMISSED_BODY_CLASS);
    setVisible(false);
  };
  return (
    <aside ref={bar} className="notification-bar" aria-label="Notification">
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

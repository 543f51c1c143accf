import { useState } from 'react';
import { readStored, writeStored } from '../storage';
import './UpdateNotice.css';

/** Whether the reader collapsed the notice; kept across visits. */
export const COLLAPSED_KEY = 'update-notice-collapsed';
export const UPDATE_LABEL = 'A new version is available';

/** Offers the waiting version: UPDATE asks it to take over, and reads UPDATING until the page reloads. */
export function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  const [collapsed, setCollapsed] = useState(() => readStored(COLLAPSED_KEY) === 'true');
  const [updating, setUpdating] = useState(false);
  const toggle = () => {
    writeStored(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const update = () => {
    setUpdating(true);
    onUpdate();
  };
  return (
    <aside className={`update-notice${collapsed ? ' update-notice--collapsed' : ''}`} aria-label={UPDATE_LABEL}>
      {/* Collapsed, the text leaves the screen but stays for screen readers. */}
      <p className={`update-notice__text${collapsed ? ' visually-hidden' : ''}`} role="status" id="update-notice-text">
        {UPDATE_LABEL}
      </p>
      <button type="button" className="button button--primary update-notice__update" onClick={update} disabled={updating}>
        {updating ? 'UPDATING' : 'UPDATE'}
      </button>
      <button
        type="button"
        className="icon-button update-notice__toggle"
        aria-expanded={!collapsed}
        aria-controls="update-notice-text"
        aria-label={collapsed ? 'Expand the update notice' : 'Collapse the update notice'}
        onClick={toggle}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={collapsed ? 'm4 10 4-4 4 4' : 'm4 6 4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

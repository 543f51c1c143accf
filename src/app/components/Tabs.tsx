import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

export interface Tab {
  id: string;
  label: ReactNode;
}

/**
 * A tablist as the ARIA pattern has it: one tab in the Tab order (the selected one), arrow keys, Home
 * and End move between tabs and select them; the panel is labelled by its tab. `label` names the list.
 */
export function Tabs({ tabs, selected, onSelect, label, children, className }: {
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tabs__list" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={`${prefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={tabId(selected)} className="tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

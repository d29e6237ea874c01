'use client';

import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Stable key, unique within the tab list. */
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list (e.g. "Strain details"). */
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly defaultTab?: string;
  /** Called when the visitor picks another tab, e.g. to keep it in the URL. */
  readonly onChange?: (id: string) => void;
  readonly className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and show the panel at once,
 * Home and End jump to the ends, and only the selected tab is in the Tab order (roving tabindex).
 * Panel contents may be server-rendered; hidden panels stay in the HTML, only `hidden`.
 */
export function Tabs({ label, items, defaultTab, onChange, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(() => defaultTab ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedId = items.some((item) => item.id === selected) ? selected : items[0]?.id;

  const choose = (id: string) => {
    if (id !== selectedId) onChange?.(id);
    setSelected(id);
  };

  const select = (index: number) => {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (item === undefined) return;
    choose(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-ink-200">
        {items.map((item, index) => {
          const isSelected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => choose(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selectedId}
          // WAI-ARIA APG: the panel is focusable so keyboard users reach text-only content next.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="py-4"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import * as s from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "ฝากหรือถอน". */
  label: string;
  /** Controlled selected id (e.g. from `?tab=deposit`); pair with onValueChange. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** automatic: arrow keys select too; manual: arrows move focus, Enter/Space selects. */
  activation?: 'automatic' | 'manual';
  /** Tabs share the row equally. */
  fullWidth?: boolean;
  className?: string;
}

/** Next enabled index from `from` in `step` direction, wrapping around. */
function nextEnabled(items: readonly TabItem[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= items.length; i += 1) {
    const index = (from + step * i + items.length) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/** WAI-ARIA tabs: roving tabindex, ←/→/Home/End move and skip disabled tabs; only the active panel is mounted. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  fullWidth,
  className,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const requested = value ?? uncontrolled;
  const selected =
    items.find((item) => item.id === requested && !item.disabled) ?? items.find((item) => !item.disabled);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setUncontrolled(id);
    if (id !== selected?.id) onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((el) => el === document.activeElement);
    if (current < 0) return;
    const targets: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(items, current, 1),
      ArrowLeft: () => nextEnabled(items, current, -1),
      Home: () => nextEnabled(items, -1, 1),
      End: () => nextEnabled(items, items.length, -1),
    };
    const target = targets[event.key]?.();
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    const item = items[target];
    if (activation === 'automatic' && item) select(item.id);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(s.list, fullWidth && s.fullWidth)}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={s.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          tabIndex={0}
          className={s.panel}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}

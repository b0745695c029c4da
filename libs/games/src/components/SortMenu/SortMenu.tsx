import { useId } from 'react';
import { cx, Icon } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import { parseSortId, sortIds, sortKeys, type SortId } from '../../types';
import * as s from './SortMenu.css';

export interface SortMenuProps {
  value: SortId;
  onChange: (sort: SortId) => void;
  /** Limit or reorder the options (default all five of spec §2). */
  options?: readonly SortId[];
  /** Hide the visible "เรียงตาม" text (it stays the select's accessible name). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * The five sort options of spec §2 (1 default, 2 new games, 3 hit games, 4 freespin games, 5 A to Z) as a labelled
 * native select: keyboard, screen readers and the phone's own picker work without extra code.
 */
export function SortMenu({ value, onChange, options = sortIds, hideLabel = false, id, className }: SortMenuProps) {
  const { t } = useGamesText();
  const autoId = useId();
  const selectId = id ?? `${autoId}-sort`;
  return (
    <div className={cx(s.root, className)}>
      <label htmlFor={selectId} className={s.label} hidden={hideLabel || undefined}>
        {t('sort.label')}
      </label>
      <span className={s.field}>
        <select
          id={selectId}
          className={s.select}
          value={value}
          aria-label={hideLabel ? t('sort.label') : undefined}
          onChange={(event) => onChange(parseSortId(event.target.value))}
        >
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sortKeys[sort]}`)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className={s.chevron} />
      </span>
    </div>
  );
}

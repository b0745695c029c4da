import { createElement, type ReactNode } from 'react';
import { cx, Icon } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import { gameCategoryKeys, type GameCategoryKey } from '../../types';
import { categoryIcons } from '../CategoryTabs/CategoryTabs';
import * as s from './SearchResultsHeader.css';

export interface SearchResultsHeaderProps {
  /** The search term as searched (already filtered by the header's rules). */
  term: string;
  /** Results across all types. */
  count: number;
  /** Results per game type, shown as a row of counts (types with 0 are left out). */
  byType?: Partial<Record<GameCategoryKey, number>>;
  /** While the search runs the title reads "กำลังค้นหา…". */
  loading?: boolean;
  /** Heading level (default 1: the search page's title). */
  headingLevel?: 1 | 2 | 3;
  /** Controls on the right, e.g. a SortMenu. */
  actions?: ReactNode;
  className?: string;
}

/** "ผลการค้นหา “{term}” {count} เกม": the search page's title, announced politely when the count arrives. */
export function SearchResultsHeader({
  term,
  count,
  byType,
  loading = false,
  headingLevel = 1,
  actions,
  className,
}: SearchResultsHeaderProps) {
  const { t } = useGamesText();
  const types = gameCategoryKeys.filter((key) => (byType?.[key] ?? 0) > 0);
  return (
    <header className={cx(s.root, className)}>
      {createElement(
        `h${headingLevel}`,
        { className: s.title, 'aria-live': 'polite', 'aria-busy': loading || undefined },
        loading ? t('search.searching') : t('search.results', { term, count }),
      )}
      {actions && <div className={s.actions}>{actions}</div>}
      {!loading && types.length > 0 && (
        <ul className={s.types} aria-label={t('search.resultsTitle')}>
          {types.map((key) => (
            <li key={key} className={s.type}>
              <Icon name={categoryIcons[key]} size={16} />
              {t('search.byType', { type: t(`categories.${key}`), count: byType?.[key] ?? 0 })}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

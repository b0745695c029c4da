import { createElement, type ReactNode } from 'react';
import { cx, Icon, type IconName } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import * as s from './EmptyState.css';

export type EmptyStateKind = 'games' | 'favourites' | 'recents' | 'search';

const icons: Record<EmptyStateKind, IconName> = {
  games: 'slot',
  favourites: 'heart',
  recents: 'clock',
  search: 'search',
};

export interface EmptyStateProps {
  kind: EmptyStateKind;
  /** The search term, for kind "search". */
  term?: string;
  /** A call to action, e.g. a ButtonLink to `/list/slot` or to the login page. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: no games, no favourites yet, no recents, no search results. */
export function EmptyState({ kind, term = '', action, headingLevel = 2, className }: EmptyStateProps) {
  const { t } = useGamesText();
  return (
    <section className={cx(s.root, className)} role="status" aria-live="polite">
      <span className={s.icon} aria-hidden="true">
        <Icon name={icons[kind]} size={32} />
      </span>
      {createElement(`h${headingLevel}`, { className: s.title }, t(`empty.${kind}.title`, { term }))}
      <p className={s.body}>{t(`empty.${kind}.body`)}</p>
      {action && <div className={s.action}>{action}</div>}
    </section>
  );
}

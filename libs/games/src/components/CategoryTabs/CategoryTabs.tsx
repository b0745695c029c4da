import type { ReactNode } from 'react';
import { Icon, Tabs, type IconName } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import { defaultGameCategory, gameCategoryKeys, type GameCounts, type LobbyTabKey } from '../../types';
import { anchorLink, type RenderLink } from '../shared/links';
import * as s from './CategoryTabs.css';

export const categoryIcons: Record<LobbyTabKey, IconName> = {
  casino: 'casino',
  slot: 'slot',
  fishing: 'fishing',
  lotto: 'lotto',
  sport: 'sport',
  hot: 'star',
  recent: 'clock',
  favourite: 'heart',
};

/** The lobby's tabs: the five categories and hot for everyone, recent and favourite for members. */
export function lobbyTabKeys(member: boolean): LobbyTabKey[] {
  return [...gameCategoryKeys, 'hot', ...(member ? (['recent', 'favourite'] as const) : [])];
}

interface CommonProps {
  /** Controlled selection (e.g. from the route); casino by default (spec §2). */
  value?: LobbyTabKey;
  defaultValue?: LobbyTabKey;
  onValueChange?: (key: LobbyTabKey) => void;
  /** Members also get recent and favourite. */
  member?: boolean;
  /** Shows the counts on recent and favourite. */
  counts?: GameCounts;
  /** Another set or order of tabs; defaults to `lobbyTabKeys(member)`. */
  keys?: readonly LobbyTabKey[];
  /** Names the row; defaults to "หมวดเกม". */
  label?: string;
  className?: string;
}

export type CategoryTabsProps = CommonProps &
  (
    | {
        /** Links mode: each category is a link (e.g. `/list/slot`); the selected one has aria-current="page". */
        hrefFor: (key: LobbyTabKey) => string;
        /** Plugs a router link in; default a plain anchor. */
        renderLink?: RenderLink;
        renderPanel?: never;
      }
    | {
        /** Tabs mode (ui-kit Tabs): renders the selected category's panel below the row. */
        renderPanel: (key: LobbyTabKey) => ReactNode;
        hrefFor?: never;
        renderLink?: never;
      }
  );

function TabLabel({ tab, counts }: { tab: LobbyTabKey; counts?: GameCounts }) {
  const { t } = useGamesText();
  const count = tab === 'recent' ? counts?.countRecent : tab === 'favourite' ? counts?.countFavourite : undefined;
  return (
    <span className={s.item}>
      <span className={s.icon}>
        <Icon name={categoryIcons[tab]} size={22} />
      </span>
      {t(`categories.${tab}`)}
      {count !== undefined && count > 0 && (
        <>
          {' '}
          <span className={s.count}>{count > 99 ? '99+' : count}</span>
        </>
      )}
    </span>
  );
}

/** Calls renderPanel only for the mounted (selected) panel. */
function Panel({ render, tab }: { render: (key: LobbyTabKey) => ReactNode; tab: LobbyTabKey }) {
  return <>{render(tab)}</>;
}

/** The category icon row: casino · slot · fishing · lotto · sport · hot (+ recent · favourite for members). */
export function CategoryTabs(props: CategoryTabsProps) {
  const { t } = useGamesText();
  const keys = props.keys ?? lobbyTabKeys(Boolean(props.member));
  const fallback = props.defaultValue ?? defaultGameCategory;
  const label = props.label ?? t('categories.label');

  if (props.hrefFor) {
    const selected = props.value ?? fallback;
    const renderLink = props.renderLink ?? anchorLink;
    return (
      <nav className={props.className ? `${s.nav} ${props.className}` : s.nav} aria-label={label}>
        <ul className={s.list}>
          {keys.map((key) => (
            <li key={key}>
              {renderLink({
                href: props.hrefFor!(key),
                className: s.link,
                'aria-current': key === selected ? 'page' : undefined,
                onClick: props.onValueChange ? () => props.onValueChange?.(key) : undefined,
                children: <TabLabel tab={key} counts={props.counts} />,
              })}
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <Tabs
      className={props.className}
      label={label}
      value={props.value}
      defaultValue={fallback}
      onValueChange={props.onValueChange as ((id: string) => void) | undefined}
      items={keys.map((key) => ({
        id: key,
        label: <TabLabel tab={key} counts={props.counts} />,
        content: <Panel render={props.renderPanel} tab={key} />,
      }))}
    />
  );
}

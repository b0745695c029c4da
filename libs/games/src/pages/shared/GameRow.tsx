import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { Icon } from '@lobby/ui-kit';
import { EmptyState, type EmptyStateKind } from '../../components/EmptyState/EmptyState';
import { GameGridSkeleton } from '../../components/GameGridSkeleton/GameGridSkeleton';
import { GameTile } from '../../components/GameTile/GameTile';
import { TileTextProvider } from '../../components/GameTile/TileTextProvider';
import { useGamesText } from '../../locale';
import type { GameItem } from '../../types';
import { routerLink } from './links';
import * as s from './pages.css';

/** Tiles that can be on screen at once in a row (7 at 2xl): only these get eager, high-priority art. */
const VISIBLE_IN_ROW = 7;

export interface GameRowProps {
  title: string;
  /** "See all" link (a list page). */
  moreHref?: string;
  games: readonly GameItem[];
  loading: boolean;
  /** Shown when the row has no games; without it an empty row is left out. */
  empty?: EmptyStateKind;
  emptyAction?: ReactNode;
  /** Above the fold: the first tiles' art loads eagerly with high fetch priority. */
  priority?: boolean;
  /** Rank numbers on the first 10 (hot rows, UX brief §1). */
  ranked?: boolean;
  hrefFor: (game: GameItem) => string;
  onToggleFavourite?: (game: GameItem) => void;
  pending?: ReadonlySet<string>;
  /** h2 by default; h3 inside a tab panel. */
  headingLevel?: 2 | 3;
  sectionRef?: Ref<HTMLElement>;
}

/** A titled, horizontally scrolling row of game tiles with a skeleton while it loads (home page rows). */
export function GameRow({
  title,
  moreHref,
  games,
  loading,
  empty,
  emptyAction,
  priority = false,
  ranked = false,
  hrefFor,
  onToggleFavourite,
  pending,
  headingLevel = 2,
  sectionRef,
}: GameRowProps) {
  const { t } = useGamesText();
  const titleId = useId();
  if (!loading && games.length === 0 && !empty) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={sectionRef} className={`${s.section} ${s.gameRowSection}`} aria-labelledby={titleId}>
      <div className={s.sectionHead}>
        <Heading id={titleId} className={s.sectionTitle}>
          {title}
        </Heading>
        {moreHref && games.length > 0 && (
          <Link to={moreHref} className={s.moreLink} aria-label={`${t('lobby.seeAll')}: ${title}`}>
            {t('lobby.seeAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {loading ? (
        <GameGridSkeleton rows={1} label={t('grid.loading')} />
      ) : games.length === 0 ? (
        <EmptyState kind={empty!} headingLevel={headingLevel === 2 ? 3 : 4} action={emptyAction} />
      ) : (
        <div className={s.rowScroller}>
          <TileTextProvider>
            <ul className={s.row} aria-labelledby={titleId}>
              {games.map((game, index) => (
                <li key={game._id} className={index < VISIBLE_IN_ROW ? s.rowItem : s.rowItemLater}>
                  <GameTile
                    game={game}
                    href={hrefFor(game)}
                    renderLink={routerLink}
                    priority={priority && index < VISIBLE_IN_ROW}
                    rank={ranked && index < 10 ? index + 1 : undefined}
                    onToggleFavourite={onToggleFavourite}
                    favouritePending={pending?.has(game._id)}
                  />
                </li>
              ))}
            </ul>
          </TileTextProvider>
        </div>
      )}
    </section>
  );
}

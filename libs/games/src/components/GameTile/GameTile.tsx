import { memo, useContext, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx, Icon, SpinnerGlyph } from '@lobby/ui-kit';
import { gameName } from '../../locale';
import type { GameItem } from '../../types';
import { anchorLink, isPlainClick, type RenderLink } from '../shared/links';
import * as s from './GameTile.css';
import { TileTextContext, useTileText, type TileText } from './tileText';

export type TileRatio = 'square' | 'portrait';

export interface GameTileProps {
  game: GameItem;
  /**
   * Called when the member opens the game. Without `href` the tile is a button; with `href` it is a link and a
   * plain click calls this instead of navigating (new-tab clicks still follow the link).
   */
  onLaunch?: (game: GameItem) => void;
  /** The game page, e.g. `/game/{id}/{name}`; makes the tile a real link. */
  href?: string;
  /** Plugs a router link in for `href` (default: a plain anchor). */
  renderLink?: RenderLink;
  /** Shows the heart button (members); called with the game, the parent flips the flag and shows the toast. */
  onToggleFavourite?: (game: GameItem) => void;
  /** Overrides `game.favourite`, e.g. for an optimistic update. */
  favourite?: boolean;
  /** The favourite mutation is in flight: the heart is busy and ignores clicks. */
  favouritePending?: boolean;
  /** The launch request is running: a spinner with "กำลังเปิดเกม…" covers the art and the tile is aria-busy. */
  launchPending?: boolean;
  /**
   * Overrides `game.maintenance`: shows the "ปิดปรับปรุง" overlay. The tile still launches, so the server's code 99
   * message is shown.
   */
  maintenance?: boolean;
  /** Above the fold: load the art eagerly with high fetch priority. Everything else loads lazily. */
  priority?: boolean;
  /** Keep the art box empty for now (a grid sets this while the page flies past; the box keeps its size). */
  deferArt?: boolean;
  /** One ratio per brand: 1:1 art (default) or 3:4. */
  ratio?: TileRatio;
  /** Rank number for top-10 rows. */
  rank?: number;
  /** Adds the provider name under the game name. */
  showProvider?: boolean;
  className?: string;
  /** Attributes for the root element, e.g. list item semantics from a grid. */
  itemProps?: HTMLAttributes<HTMLDivElement>;
}

const artSize = { square: [240, 240], portrait: [240, 320] } as const;

function GameTileView({
  text,
  game,
  onLaunch,
  href,
  renderLink = anchorLink,
  onToggleFavourite,
  favourite,
  favouritePending = false,
  launchPending = false,
  maintenance,
  priority = false,
  deferArt = false,
  ratio = 'square',
  rank,
  showProvider = false,
  className,
  itemProps,
}: GameTileProps & { text: TileText }) {
  const { locale } = text;
  const [broken, setBroken] = useState(false);
  const name = gameName(game, locale);
  const isFavourite = favourite ?? Boolean(game.favourite);
  const underMaintenance = maintenance ?? Boolean(game.maintenance);

  const badges = (['hot', 'new', 'freespin'] as const).filter((key) => game[key]);
  const described = [
    name,
    ...(rank ? [text.rank(rank)] : []),
    ...badges.map((key) => text.badges[key]),
    ...(underMaintenance ? [text.maintenance] : []),
  ].join(', ');

  const [width, height] = artSize[ratio];
  const content: ReactNode = (
    <>
      <span className={cx(s.art, s.ratio[ratio])}>
        {deferArt ? null : broken || !game.img ? (
          <span className={s.fallback} aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        ) : (
          <img
            className={s.image}
            src={game.img}
            alt={name}
            width={width}
            height={height}
            decoding="async"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            onError={() => setBroken(true)}
          />
        )}
        {badges.length > 0 && (
          <span className={s.badges}>
            {badges.map((key) => (
              <span key={key} className={s.badge[key]}>
                {text.badges[key]}
              </span>
            ))}
          </span>
        )}
        {rank !== undefined && (
          <span className={s.rank} aria-hidden="true">
            {rank}
          </span>
        )}
        {launchPending && (
          <span className={s.overlay}>
            <span className={s.overlayLabel}>
              <SpinnerGlyph />
              {text.launching}
            </span>
          </span>
        )}
        {underMaintenance && !launchPending && (
          <span className={s.overlay}>
            <span className={s.overlayLabel}>
              <Icon name="warning" size={16} />
              {text.maintenance}
            </span>
          </span>
        )}
      </span>
      <span className={s.name}>{name}</span>
      {showProvider && <span className={s.provider}>{game.categoryName}</span>}
    </>
  );

  const launch = (event: MouseEvent<HTMLElement>) => {
    if (!onLaunch) return;
    if (href) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
    }
    onLaunch(game);
  };

  return (
    <div
      {...itemProps}
      className={cx(s.tile, className)}
      data-maintenance={underMaintenance || undefined}
      data-testid="game-tile"
    >
      {href ? (
        renderLink({
          href,
          className: s.launch,
          'aria-label': described,
          'aria-busy': launchPending || undefined,
          onClick: launch,
          children: content,
        })
      ) : (
        <button
          type="button"
          className={s.launch}
          aria-label={described}
          aria-busy={launchPending || undefined}
          onClick={launch}
        >
          {content}
        </button>
      )}
      {onToggleFavourite && (
        <button
          type="button"
          className={s.heart}
          aria-label={text.favourite(name)}
          aria-pressed={isFavourite}
          aria-busy={favouritePending || undefined}
          onClick={() => {
            if (!favouritePending) onToggleFavourite(game);
          }}
        >
          <Icon name={isFavourite ? 'heartFilled' : 'heart'} size={18} className={s.heartIcon} />
        </button>
      )}
    </div>
  );
}

function GameTileWithOwnText(props: GameTileProps) {
  return <GameTileView {...props} text={useTileText()} />;
}

function GameTileImpl(props: GameTileProps) {
  const shared = useContext(TileTextContext);
  return shared ? <GameTileView {...props} text={shared} /> : <GameTileWithOwnText {...props} />;
}

/** One game: art at a fixed ratio, HOT/NEW/FREESPIN badges, a favourite heart and the name in the page language. */
export const GameTile = memo(GameTileImpl);

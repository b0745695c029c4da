import { createContext, useMemo } from 'react';
import type { Locale } from '@lobby/i18n';
import { useGamesText } from '../../locale';

/** Every text a tile needs, resolved once per list instead of once per tile. */
export interface TileText {
  locale: Locale;
  badges: { hot: string; new: string; freespin: string };
  maintenance: string;
  launching: string;
  favourite: (name: string) => string;
  rank: (rank: number) => string;
}

/**
 * Lists of tiles (VirtualGameGrid, GameRow) provide their texts here through TileTextProvider: a mounting tile
 * subscribes to nothing.
 */
export const TileTextContext = createContext<TileText | null>(null);

export function useTileText(): TileText {
  const { t, locale } = useGamesText();
  return useMemo(
    () => ({
      locale,
      badges: { hot: t('badges.hot'), new: t('badges.new'), freespin: t('badges.freespin') },
      maintenance: t('tile.maintenance'),
      launching: t('tile.launching'),
      favourite: (name: string) => t('tile.favourite', { name }),
      rank: (rank: number) => t('badges.rank', { rank }),
    }),
    [t, locale],
  );
}

import { useTranslation, type Locale } from '@lobby/i18n';
import type { GameItem } from './types';

/** The game's name in the page language (nameTh on Thai pages, nameEn under /en), falling back to the other. */
export function gameName(game: Pick<GameItem, 'nameTh' | 'nameEn'>, locale: Locale): string {
  return (locale === 'en' ? game.nameEn || game.nameTh : game.nameTh || game.nameEn) ?? '';
}

/** The games namespace's `t` with the page's locale. */
export function useGamesText() {
  const { t, i18n } = useTranslation('games');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'th';
  return { t, locale };
}

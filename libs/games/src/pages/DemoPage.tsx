import { useQuery } from '@apollo/client/react';
import { GamesListDocument } from '@lobby/api-client/gql';
import { useFeature } from '@lobby/brand';
import { useLocalizedPath } from '@lobby/i18n';
import { ButtonLink, Icon } from '@lobby/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GameGridSkeleton } from '../components/GameGridSkeleton/GameGridSkeleton';
import { GameTile } from '../components/GameTile/GameTile';
import { providerById, demoEntries, type DemoEntry, type GameItem } from '../types';
import { listVariables } from '../data/listFilters';
import { useGamesSession } from '../data/session';
import { useGamesText } from '../locale';
import { GameRow } from './shared/GameRow';
import { routerLink, useGameHref } from './shared/links';
import * as s from './DemoPage.css';
import * as p from './shared/pages.css';

/** Demo entries are asked for by handle (the platform lists them only then). */
export const DEMO_HANDLE = '-demo';

/** A demo table before (or without) the server's answer: its code doubles as the game id the launch accepts. */
function placeholderGame(entry: DemoEntry): GameItem {
  const provider = providerById(entry.provider);
  const name = provider?.name ?? entry.provider;
  return {
    _id: entry.handle,
    type: entry.type,
    category: entry.provider,
    code: entry.handle,
    img: '',
    language: entry.language,
    nameTh: `${name} ทดลองเล่น`,
    nameEn: `${name} Demo`,
    freespin: false,
    hot: false,
    new: false,
    categoryName: name,
    handle: entry.handle,
  };
}

/**
 * Free demo (`/demo`, spec §1 and §6): the four demo tables (allbet, dream, wm, pretty) and any other demo games,
 * each linking to `/game/{id}/{handle}` whose handle contains "-demo", so visitors play without logging in.
 */
export function DemoPage() {
  const { t } = useGamesText();
  const localize = useLocalizedPath();
  const hideRegister = useFeature('hideRegister');
  const { member, groupID } = useGamesSession();
  const hrefFor = useGameHref();
  const { data, loading, error } = useQuery(GamesListDocument, {
    variables: listVariables({ handle: DEMO_HANDLE }, { groupID, limit: 50 }),
  });

  const { tables, others } = useMemo(() => {
    const games: readonly GameItem[] = data?.lists ?? [];
    const tableGames = demoEntries.map(
      (entry) =>
        games.find((g) => g.handle === entry.handle) ??
        games.find((g) => g.category === entry.provider && g.type === entry.type) ??
        placeholderGame(entry),
    );
    const used = new Set(tableGames.map((g) => g._id));
    return { tables: tableGames, others: games.filter((g) => !used.has(g._id)) };
  }, [data]);

  return (
    <div className={p.page}>
      <h1 className={p.pageTitle}>{t('demo.title')}</h1>
      <p className={s.intro}>{t('demo.intro')}</p>

      <section className={p.section} aria-labelledby="demo-tables">
        <h2 id="demo-tables" className={p.sectionTitle}>
          {t('demo.tables')}
        </h2>
        {loading && !data && !error ? (
          <GameGridSkeleton rows={1} />
        ) : (
          <ul className={s.tables}>
            {tables.map((game, index) => (
              <li key={game.handle}>
                <GameTile game={game} href={hrefFor(game)} renderLink={routerLink} priority={index < 4} showProvider />
              </li>
            ))}
          </ul>
        )}
      </section>

      <GameRow title={t('demo.games')} games={others} loading={false} hrefFor={hrefFor} />

      <p className={p.notice}>
        <Icon name="info" size={20} />
        {t('demo.note')}
      </p>
      {!member && !hideRegister && (
        <div className={s.cta}>
          <ButtonLink as={Link} to={localize('/register')}>
            {t('demo.register')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

import { selectAuthenticated } from '@lobby/auth-guards';
import type { TournamentState } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import { useSelector } from 'react-redux';
import { useTournamentBoardQuery, useTournamentsQuery, type Tournament } from '../memberApi';
import { prefetchPublic } from '../shared/prefetchPublic';
import { LoadError, Loading } from '../shared/QueryState';
import * as page from '../shared/page.css';
import { usePublic } from '../shared/usePublic';
import { TournamentCard } from './TournamentCard';

const order: TournamentState[] = ['active', 'coming', 'ended'];

/** tournament (spec §2): every tournament of the brand, on now, coming soon and ended. */
export function TournamentsPage() {
  return <Tournaments />;
}

/** slot-tournament (spec §2): the slot tournaments only. */
export function SlotTournamentsPage() {
  return <Tournaments type="slot" />;
}

TournamentsPage.prefetch = prefetchPublic('tournaments');
SlotTournamentsPage.prefetch = prefetchPublic('tournaments');

function Tournaments({ type }: { type?: string }) {
  const { t } = useTranslation('member');
  const publicArgs = usePublic();
  const list = useTournamentsQuery(publicArgs);
  const shown = (list.data ?? []).filter((x) => !type || x.type === type);
  return (
    <div className={page.page} data-testid="tournaments-page">
      <header className={page.header}>
        <h1 className={page.title}>{type ? t('tournaments.slotHeading') : t('tournaments.heading')}</h1>
        <p className={page.intro}>{t('tournaments.intro')}</p>
      </header>
      {list.isLoading ? (
        <Loading cards={2} />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <p className={page.notice}>{t('tournaments.empty')}</p>
      ) : (
        order.map((state) => {
          const items = shown.filter((x) => x.state === state);
          if (items.length === 0) return null;
          return (
            <section key={state} className={page.section} aria-labelledby={`tournaments-${state}`}>
              <h2 className={page.sectionTitle} id={`tournaments-${state}`}>
                {t(`tournaments.sections.${state}`)}
              </h2>
              <ul className={page.list}>
                {items.map((tournament) => (
                  <li key={tournament._id}>
                    <TournamentWithBoard tournament={tournament} onTimeUp={() => void list.refetch()} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function TournamentWithBoard({ tournament, onTimeUp }: { tournament: Tournament; onTimeUp: () => void }) {
  const publicArgs = usePublic();
  const authenticated = useSelector(selectAuthenticated);
  // Asked again when the list moves the tournament on (coming → active → ended) and when the member logs in.
  const board = useTournamentBoardQuery(
    { ...publicArgs, id: tournament.code },
    { refetchOnMountOrArgChange: 30, pollingInterval: tournament.state === 'active' ? 60_000 : 0 },
  );
  return (
    <TournamentCard
      tournament={tournament}
      board={board.data}
      authenticated={authenticated}
      onTimeUp={onTimeUp}
      onBoardRetry={board.isError && !board.data ? () => void board.refetch() : undefined}
    />
  );
}

import type { TournamentBoard, TournamentState } from '@lobby/contract';
import { useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { cx, Icon, Skeleton, type IconName } from '@lobby/ui-kit';
import { formatDateTime } from '../shared/dates';
import { LoadError } from '../shared/QueryState';
import { TimeLeft } from '../shared/TimeLeft';
import * as page from '../shared/page.css';
import type { Tournament } from '../memberApi';
import { Leaderboard } from './Leaderboard';
import * as css from './TournamentCard.css';

const look: Record<TournamentState, { icon: IconName; tone: keyof typeof page.tone }> = {
  active: { icon: 'trophy', tone: 'success' },
  coming: { icon: 'clock', tone: 'pending' },
  ended: { icon: 'check', tone: 'muted' },
};

export interface TournamentCardProps {
  tournament: Tournament;
  /** Its prizes and leaderboard, once loaded. */
  board?: TournamentBoard | undefined;
  authenticated: boolean;
  /** The countdown reached zero: the tournament started or ended. */
  onTimeUp?: (() => void) | undefined;
  /** Set when the board could not be loaded: the card offers to try again instead of placeholders. */
  onBoardRetry?: (() => void) | undefined;
}

/**
 * One tournament: its state, a countdown to its start (coming) or end (active), the prize pool and prizes, and the
 * leaderboard with the member's own row (active and ended).
 */
export function TournamentCard({ tournament, board, authenticated, onTimeUp, onBoardRetry }: TournamentCardProps) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const money = useMoney();
  const { icon, tone } = look[tournament.state];
  const headingId = `tournament-${tournament._id}`;
  return (
    <article
      className={cx(page.card, css.card)}
      aria-labelledby={headingId}
      data-testid="tournament-card"
      data-state={tournament.state}
    >
      <div className={css.top}>
        {tournament.img && <img src={tournament.img} alt="" className={css.image} loading="lazy" />}
        <div className={css.info}>
          <span className={cx(page.chip, page.tone[tone])} data-testid="tournament-state">
            <Icon name={icon} size={14} />
            {t(`tournaments.state.${tournament.state}`)}
          </span>
          <h3 className={css.name} id={headingId}>
            {tournament.name}
          </h3>
          <p className={css.clock}>
            {tournament.state === 'active' ? (
              <>
                <span>{t('tournaments.endsIn')}</span>
                <TimeLeft until={tournament.end} label={t('tournaments.endsIn')} onDone={onTimeUp} />
              </>
            ) : tournament.state === 'coming' ? (
              <>
                <span>{t('tournaments.startsIn')}</span>
                <TimeLeft until={tournament.start} label={t('tournaments.startsIn')} onDone={onTimeUp} />
              </>
            ) : (
              <span>{t('tournaments.endedOn', { date: formatDateTime(tournament.end, locale) })}</span>
            )}
          </p>
          <p className={page.muted}>
            {t('common.period', {
              start: formatDateTime(tournament.start, locale),
              end: formatDateTime(tournament.end, locale),
            })}
          </p>
          <p className={css.pool}>
            {t('tournaments.pool')} <span className={css.poolAmount}>{money(tournament.prize)}</span>
          </p>
          {board?.tournament.rules && <p className={page.muted}>{board.tournament.rules}</p>}
        </div>
      </div>
      {!board && onBoardRetry ? (
        <div className={css.bottom}>
          <LoadError onRetry={onBoardRetry} />
        </div>
      ) : (
        <div className={css.bottom}>
          <section className={page.section} aria-label={t('tournaments.prizes')}>
            <h4 className={css.subTitle}>{t('tournaments.prizes')}</h4>
            {board ? (
              <ul className={css.prizes}>
                {board.tournament.prizes.map((p) => (
                  <li key={p.rank_from} className={css.prize}>
                    <span>
                      {p.rank_from === p.rank_to
                        ? t('tournaments.rankOne', { rank: p.rank_from })
                        : t('tournaments.rankRange', { from: p.rank_from, to: p.rank_to })}
                    </span>
                    <span>{money(p.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Skeleton lines={3} />
            )}
          </section>
          <section className={page.section} aria-label={t('tournaments.leaderboard')}>
            {tournament.state === 'coming' ? (
              <p className={page.muted}>{t('tournaments.notStarted')}</p>
            ) : board ? (
              <Leaderboard
                rows={board.leaderboard}
                me={board.me}
                players={board.players}
                authenticated={authenticated}
              />
            ) : (
              <Skeleton lines={4} />
            )}
          </section>
        </div>
      )}
    </article>
  );
}

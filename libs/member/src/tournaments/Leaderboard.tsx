import type { LeaderboardRow } from '@lobby/contract';
import { useMoney, useTranslation } from '@lobby/i18n';
import { cx } from '@lobby/ui-kit';
import * as page from '../shared/page.css';
import * as css from './Leaderboard.css';

export interface LeaderboardProps {
  rows: readonly LeaderboardRow[];
  /** The member's own row (also when outside the rows shown), or null. */
  me: LeaderboardRow | null;
  players: number;
  authenticated: boolean;
}

/** The top of a tournament: rank, masked player, bets and prize, with the member's own row marked "you". */
export function Leaderboard({ rows, me, players, authenticated }: LeaderboardProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const outside = me && !rows.some((row) => row.me) ? me : null;
  const row = (r: LeaderboardRow) => (
    <tr
      key={`${r.rank}-${r.name}`}
      className={cx(r.me && css.me)}
      aria-current={r.me ? 'true' : undefined}
      data-testid={r.me ? 'leaderboard-me' : 'leaderboard-row'}
    >
      <td className={css.td}>{r.rank}</td>
      <td className={css.td}>
        {r.name}
        {r.me && <span className={css.youTag}>{t('tournaments.you')}</span>}
      </td>
      <td className={cx(css.td, css.num)}>{money(r.score)}</td>
      <td className={cx(css.td, css.num)}>{r.prize > 0 ? money(r.prize) : '–'}</td>
    </tr>
  );
  return (
    <div className={page.section}>
      {rows.length === 0 ? (
        <p className={page.muted}>{t('tournaments.noPlayers')}</p>
      ) : (
        <table className={css.table} data-testid="leaderboard">
          <caption className={css.caption}>
            {t('tournaments.leaderboard')} · {t('tournaments.players', { count: players })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                {t('tournaments.rank')}
              </th>
              <th scope="col" className={css.th}>
                {t('tournaments.player')}
              </th>
              <th scope="col" className={cx(css.th, css.num)}>
                {t('tournaments.score')}
              </th>
              <th scope="col" className={cx(css.th, css.num)}>
                {t('tournaments.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row)}
            {outside && (
              <>
                <tr aria-hidden="true">
                  <td colSpan={4} className={css.gap}>
                    ⋯
                  </td>
                </tr>
                {row(outside)}
              </>
            )}
          </tbody>
        </table>
      )}
      <p className={page.muted} data-testid="leaderboard-you">
        {me
          ? t('tournaments.yourRank', { rank: me.rank })
          : authenticated
            ? t('tournaments.notPlayed')
            : t('tournaments.loginToJoin')}
      </p>
    </div>
  );
}

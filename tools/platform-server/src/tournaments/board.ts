import { absolute, baht, nowDate, type AppContext } from '../context.ts';
import { ApiError, Code } from '../http/codes.ts';

export const BOARD_SIZE = 10;
/** The sandbox slot's own code (a spin that names no game): a slot. */
const SANDBOX_GAME = 'sandbox-slot';

interface TournamentRow {
  id: number;
  group_id: string | null;
  code: string;
  name_th: string;
  name_en: string;
  img: string;
  game_type: string;
  prize_satang: number;
  starts_at: Date;
  ends_at: Date;
  prizes: { rank_from: number; rank_to: number; amount_satang: number }[];
  rules_th: string;
  rules_en: string;
}

interface ScoreRow {
  member_id: string;
  username: string;
  score_satang: number;
  rank: number;
  players: number;
}

/** `demo01` → `de***01`: enough for a player to find themself, not enough to find anyone else. */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

export const tournamentState = (t: { starts_at: Date; ends_at: Date }, now: Date) =>
  t.starts_at > now ? 'coming' : t.ends_at <= now ? 'ended' : 'active';

/**
 * A tournament with its leaderboard, scored from the game rounds themselves: the baht each of the brand's members bet
 * on the tournament's game type between its start and end (bets later rolled back do not count), highest first, a tie
 * to whoever bet last earlier. A round's game is the game it names (the sandbox slot's default code is a slot). The
 * top 10, and the calling member's own row wherever it is.
 */
export async function tournamentBoard(
  ctx: AppContext,
  groupId: string,
  code: string,
  lang: 'th' | 'en',
  memberId?: string,
) {
  const [t] = await ctx.db.query<TournamentRow>(
    `SELECT id::int AS id, group_id, code, name_th, name_en, img, game_type, prize_satang, starts_at, ends_at, prizes,
            rules_th, rules_en
     FROM tournaments WHERE code = $1 AND (group_id = $2 OR group_id IS NULL)`,
    [code, groupId],
  );
  if (!t) throw new ApiError(Code.incorrectData, 'no such tournament here', { field: 'id' });
  const now = nowDate(ctx);
  const rows =
    t.starts_at > now
      ? []
      : await ctx.db.query<ScoreRow>(
          `WITH scores AS (
             SELECT gt.member_id, sum(gt.amount_satang)::bigint AS score_satang, max(gt.created_at) AS last_at
             FROM game_transactions gt
             LEFT JOIN games g ON g.code = gt.game_code
             JOIN members m ON m.id = gt.member_id AND ($5::text IS NULL OR m.group_id = $5)
             WHERE gt.kind = 'bet' AND gt.status = 'ok' AND gt.created_at >= $3 AND gt.created_at < $4
               AND COALESCE(g.type, CASE WHEN gt.game_code = $7 THEN 'slot' END) = $2
             GROUP BY gt.member_id
           ),
           ranked AS (
             SELECT s.member_id, s.score_satang,
                    row_number() OVER (ORDER BY s.score_satang DESC, s.last_at, s.member_id)::int AS rank,
                    count(*) OVER ()::int AS players
             FROM scores s
           )
           SELECT r.member_id::text AS member_id, m.username, r.score_satang, r.rank, r.players
           FROM ranked r JOIN members m ON m.id = r.member_id
           WHERE r.rank <= $6 OR r.member_id = $1::uuid
           ORDER BY r.rank`,
          [memberId ?? null, t.game_type, t.starts_at, t.ends_at, t.group_id, BOARD_SIZE, SANDBOX_GAME],
        );
  const prizeFor = (rank: number) =>
    baht(t.prizes.find((p) => rank >= p.rank_from && rank <= p.rank_to)?.amount_satang ?? 0);
  const view = (r: ScoreRow) => ({
    rank: r.rank,
    name: maskName(r.username),
    score: baht(Number(r.score_satang)),
    prize: prizeFor(r.rank),
    me: r.member_id === memberId,
  });
  const mine = rows.find((r) => r.member_id === memberId);
  return {
    tournament: {
      _id: t.code,
      code: t.code,
      name: lang === 'en' ? t.name_en : t.name_th,
      img: absolute(ctx, t.img),
      type: t.game_type,
      prize: baht(t.prize_satang),
      start: t.starts_at.toISOString(),
      end: t.ends_at.toISOString(),
      state: tournamentState(t, now),
      rules: lang === 'en' ? t.rules_en : t.rules_th,
      prizes: t.prizes.map((p) => ({ rank_from: p.rank_from, rank_to: p.rank_to, amount: baht(p.amount_satang) })),
    },
    leaderboard: rows.filter((r) => r.rank <= BOARD_SIZE).map(view),
    me: mine ? view(mine) : null,
    players: rows[0]?.players ?? 0,
  };
}

import type { AccessClaims } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { Batcher } from '../db/batch.ts';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';

/** A launch ticket opens the game for an hour. */
export const TICKET_TTL_SECONDS = 3600;
/**
 * A round already under way may settle (win, rollback) this long after its ticket expired; later calls are
 * refused with 7003, so a ticket is never good for ever.
 */
export const SETTLEMENT_GRACE_SECONDS = 3600;

export type TicketCheck = { ok: true; claims: AccessClaims } | { ok: false; code: number; message: string };

/** The live-session facts a ticket is checked against: one indexed query for the calls of the same tick. */
export function ticketSessions(db: Queryable) {
  return new Batcher<string, { member_id: string; ticket_epoch: number }>(async (sessionIds) => {
    const rows = await db.query<{ sid: string; member_id: string; ticket_epoch: number }>(
      `SELECT s.id::text AS sid, s.member_id::text AS member_id, s.ticket_epoch
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND m.status <> 'disabled'`,
      [sessionIds],
      { prepare: 'ticket_sessions' },
    );
    return new Map(rows.map((r) => [r.sid, r]));
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a launch ticket. `live`: signature, expiry, and a session that is still open with the epoch the ticket
 * was issued in (logout, a password reset or change, disabling the member all kill it) — for opening the game,
 * reading the balance and betting. `settle`: signature and expiry plus the settlement grace, no session — a win
 * or rollback pays what a round already under way owes, even if the player logged out meanwhile.
 */
export async function checkTicket(
  ctx: AppContext,
  sessions: ReturnType<typeof ticketSessions>,
  ticket: string,
  mode: 'live' | 'settle',
  allowGuest = false,
): Promise<TicketCheck> {
  const now = ctx.clock.now();
  const verified =
    mode === 'live'
      ? ctx.tickets.verify(ticket, now)
      : ctx.tickets.verify(ticket, now - SETTLEMENT_GRACE_SECONDS * 1000);
  if (!verified.ok)
    return verified.code === Code.tokenExpired
      ? { ok: false, code: Code.tokenExpired, message: 'game session expired: launch the game again' }
      : { ok: false, code: Code.sessionInvalid, message: 'invalid game session token' };
  const claims = verified.claims;
  if (claims.sub === 'guest')
    return allowGuest
      ? { ok: true, claims }
      : { ok: false, code: Code.sessionInvalid, message: 'demo sessions have no wallet' };
  if (mode === 'settle') return { ok: true, claims };
  const session = UUID.test(claims.sid) ? await sessions.load(claims.sid) : undefined;
  if (!session || session.member_id !== claims.sub || session.ticket_epoch !== (claims.tep ?? 0))
    return { ok: false, code: Code.sessionInvalid, message: 'game session ended: log in and launch the game again' };
  return { ok: true, claims };
}

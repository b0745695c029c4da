import type { Queryable } from '../db/db.ts';

export interface MemberRow {
  id: string;
  username: string;
  phone: string;
  firstname: string;
  lastname: string;
  line_id: string | null;
  line_user_id: string | null;
  group_id: string;
  group_bank: string;
  status: 'active' | 'disabled' | 'locked';
  is_upgrade: boolean;
  affiliate_code: string;
}

const MEMBER_COLUMNS = `m.id, m.username, m.phone, m.firstname, m.lastname, m.line_id, m.line_user_id, m.group_id,
  m.group_bank, m.status, m.is_upgrade, m.affiliate_code`;

/**
 * The members behind many live (not revoked) sessions in one indexed, prepared query: the requests of one tick share
 * it (see Batcher), each still reading after it arrived, so a logout takes effect at once.
 */
export async function membersOfSessions(db: Queryable, sessionIds: string[]): Promise<Map<string, MemberRow>> {
  const rows = await db.query<MemberRow & { sid: string }>(
    `SELECT s.id::text AS sid, ${MEMBER_COLUMNS} FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND m.status <> 'disabled'`,
    [sessionIds],
    { prepare: 'members_by_sessions' },
  );
  return new Map(rows.map(({ sid, ...member }) => [sid, member]));
}

/** The member behind a live (not revoked) session: one indexed query, so logout takes effect at once. */
export async function memberOfSession(
  db: Queryable,
  sessionId: string,
  memberId: string,
): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND m.status <> 'disabled'`,
    [sessionId, memberId],
  );
  return rows[0];
}

export async function memberByUsername(db: Queryable, username: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.username = $1`, [username]);
  return rows[0];
}

export async function memberByPhone(db: Queryable, phone: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.phone = $1`, [phone]);
  return rows[0];
}

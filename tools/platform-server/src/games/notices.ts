import { absolute, nowDate, type AppContext } from '../context.ts';

interface NoticeRow {
  id: string;
  title: string;
  type: string;
  link: string | null;
  image_url: string | null;
  game_name: string | null;
  content: string;
  show_one: boolean;
  force_upgate: boolean;
  published_at: Date;
}

function noticeView(ctx: AppContext, n: NoticeRow) {
  return {
    id: n.id,
    title: n.title,
    type: n.type,
    link: n.link,
    imageUrl: n.image_url ? absolute(ctx, n.image_url) : null,
    gameName: n.game_name,
    content: n.content,
    showOne: n.show_one,
    forceUpgate: n.force_upgate,
    publishedAt: n.published_at.toISOString(),
  };
}

/**
 * Brand-wide notices plus those aimed at the member's bank group; newest first. A member on a time-out or
 * self-exclusion gets no promotion notices (issue 15: marketing stops).
 */
export async function activeNotices(
  ctx: AppContext,
  groupId: string,
  groupCustomer: string | null | undefined,
  id?: string,
  memberId?: string,
) {
  const rows = await ctx.db.query<NoticeRow>(
    `SELECT id::text AS id, title, type, link, image_url, game_name, content, show_one, force_upgate, published_at
     FROM notices
     WHERE active AND (group_id = $1 OR group_id IS NULL) AND (group_customer IS NULL OR group_customer = $2)
       AND published_at <= $3 AND (expires_at IS NULL OR expires_at > $3) AND ($4::bigint IS NULL OR id = $4::bigint)
       AND NOT (type = 'promotion' AND $5::uuid IS NOT NULL AND EXISTS (
         SELECT 1 FROM protection_choices c
         WHERE c.member_id = $5::uuid AND c.kind IN ('timeout', 'self_exclusion') AND c.effective_at <= $3
           AND (c.ends_at IS NULL OR c.ends_at > $3)))
     ORDER BY published_at DESC, id DESC LIMIT 50`,
    [groupId, groupCustomer ?? null, nowDate(ctx), id ?? null, memberId ?? null],
  );
  return rows.map((n) => noticeView(ctx, n));
}

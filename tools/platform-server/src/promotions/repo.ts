import type { PromotionCategory } from '@lobby/contract';
import { absolute, baht, nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { decodeCursor, nextOf } from '../db/keyset.ts';

export type Lang = 'th' | 'en';

export interface PromotionRow {
  id: number;
  group_id: string | null;
  code: string;
  title_th: string;
  title_en: string;
  content_th: string;
  content_en: string;
  img: string;
  type: string;
  category: PromotionCategory;
  claim: 'deposit' | 'auto' | 'affiliate';
  bonus_percent: number;
  max_bonus_satang: number;
  min_deposit_satang: number;
  turnover: number;
  max_withdraw_satang: number | null;
  claim_repeat: 'once' | 'daily' | 'always';
  summary_th: string;
  summary_en: string;
  details_th: string[];
  details_en: string[];
  terms_th: string[];
  terms_en: string[];
  starts_at: Date | null;
  ends_at: Date | null;
}

export const PROMOTION_COLUMNS = `p.id::int AS id, p.group_id, p.code, p.title_th, p.title_en, p.content_th,
  p.content_en, p.img, p.type, p.category, p.claim, p.bonus_percent, p.max_bonus_satang, p.min_deposit_satang,
  p.turnover, p.max_withdraw_satang, p.claim_repeat, p.summary_th, p.summary_en, p.details_th, p.details_en,
  p.terms_th, p.terms_en, p.starts_at, p.ends_at`;

/** Shown to a brand now: its own or every brand's, switched on, not ended. */
const VISIBLE = `(p.group_id = $1 OR p.group_id IS NULL) AND p.enabled AND (p.ends_at IS NULL OR p.ends_at > $2)`;

/** Promotions are the operator's (dozens per brand); `next` continues after the page in (sort, id) order. */
export async function listPromotions(
  ctx: AppContext,
  groupId: string,
  page: { limit: number; offset: number; cursor?: string | undefined; category?: PromotionCategory | undefined },
): Promise<{ rows: PromotionRow[]; total: number; categories: PromotionCategory[]; next: string | null }> {
  const now = nowDate(ctx);
  const key = page.cursor ? decodeCursor<[number, number]>(page.cursor, ['int', 'int']) : undefined;
  const [rows, categories, [count]] = await Promise.all([
    ctx.db.query<PromotionRow & { sort: number }>(
      `SELECT ${PROMOTION_COLUMNS}, p.sort FROM promotions p
       WHERE ${VISIBLE} AND ($5::text IS NULL OR p.category = $5)
         ${key ? 'AND (p.sort, p.id) > ($6::int, $7::bigint)' : ''}
       ORDER BY p.sort, p.id LIMIT $3 OFFSET $4`,
      [groupId, now, page.limit, page.offset, page.category ?? null, ...(key ?? [])],
    ),
    ctx.db.query<{ category: PromotionCategory }>(
      `SELECT p.category FROM promotions p WHERE ${VISIBLE} GROUP BY p.category ORDER BY min(p.sort)`,
      [groupId, now],
    ),
    // The whole list's size, whichever page this is.
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promotions p WHERE ${VISIBLE} AND ($3::text IS NULL OR p.category = $3)`,
      [groupId, now, page.category ?? null],
    ),
  ]);
  return {
    rows,
    total: count?.n ?? 0,
    categories: categories.map((c) => c.category),
    next: nextOf(rows, page.limit, (r) => [r.sort, r.id]),
  };
}

/** A promotion the brand shows now, by its code. */
export async function visiblePromotion(
  ctx: AppContext,
  db: Queryable,
  groupId: string,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions p WHERE ${VISIBLE} AND p.code = $3`,
    [groupId, nowDate(ctx), code],
  );
  return row;
}

/** The promotion as the site reads it (libs/contract promotionItem): plain text in the asked language. */
export function promotionView(ctx: AppContext, p: PromotionRow, lang: Lang) {
  const en = lang === 'en';
  return {
    _id: p.code,
    code: p.code,
    title: en ? p.title_en : p.title_th,
    title_th: p.title_th,
    title_en: p.title_en,
    content: en ? p.content_en : p.content_th,
    summary: en ? p.summary_en : p.summary_th,
    details: en ? p.details_en : p.details_th,
    img: absolute(ctx, p.img),
    type: p.type,
    category: p.category,
    bonus_percent: p.bonus_percent,
    max_bonus: baht(p.max_bonus_satang),
    start: p.starts_at?.toISOString() ?? null,
    end: p.ends_at?.toISOString() ?? null,
    terms: {
      claim: p.claim,
      min_deposit: baht(p.min_deposit_satang),
      bonus_percent: p.bonus_percent,
      max_bonus: baht(p.max_bonus_satang),
      turnover: p.turnover,
      max_withdraw: p.max_withdraw_satang === null ? null : baht(p.max_withdraw_satang),
      repeat: p.claim_repeat,
      lines: en ? p.terms_en : p.terms_th,
    },
  };
}

import type { AppContext } from '../context.ts';

/**
 * Sandbox time travel for one member's affiliate calls (POST /sandbox/affiliate/clock): the affiliate routes of that
 * member see the server's clock moved by an offset (time keeps running from there), so a test can stand on a
 * withdrawal day (1-5) or on the day after the roll-up without moving the clock of every other member, token and
 * cooldown on a shared server. Only the sandbox route sets an offset: a production server never has one.
 */
const offsets = new WeakMap<AppContext, Map<string, number>>();

/** Now, as the affiliate calls of this member see it (epoch ms). */
export function affiliateNow(ctx: AppContext, memberId: string): number {
  return ctx.clock.now() + (offsets.get(ctx)?.get(memberId) ?? 0);
}

/** From now on this member's affiliate calls see `atMs` (and time running from it); undefined: the server's clock. */
export function setAffiliateClock(ctx: AppContext, memberId: string, atMs: number | undefined): void {
  let byMember = offsets.get(ctx);
  if (!byMember) offsets.set(ctx, (byMember = new Map()));
  if (atMs === undefined) byMember.delete(memberId);
  else byMember.set(memberId, atMs - ctx.clock.now());
}

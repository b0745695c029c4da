import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { eventRoutes } from '../events/routes.ts';
import { loginLinkRoutes } from '../links/loginLinks.ts';
import { promotionRoutes } from '../promotions/routes.ts';
import { tournamentRoutes } from '../tournaments/routes.ts';
import { vipRoutes } from './vip.ts';

/** What the member pages call (issue 13): promotions and bonuses, tournaments, events, VIP, one-time login links. */
export function memberPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  promotionRoutes(app, ctx);
  tournamentRoutes(app, ctx);
  eventRoutes(app, ctx);
  vipRoutes(app, ctx);
  loginLinkRoutes(app, ctx);
}

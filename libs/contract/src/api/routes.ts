import { z } from 'zod/mini';
import type { KnownCode } from '../codes';
import * as aff from './affiliate';
import * as auth from './auth';
import { done, noInput } from './envelope';
import * as games from './games';
import * as line from './line';
import * as member from './member';
import * as pay from './payments';
import * as p from './platform';
import * as wallet from './wallet';

/** Who may call a route. */
export type RouteAuth = 'none' | 'optional' | 'member' | 'refresh' | 'provider' | 'gateway' | 'admin';

/** One route of the platform API: who calls it, what it takes and what it answers. */
export interface RouteContract {
  summary: string;
  /** The API reference's group. */
  tag: 'auth' | 'member' | 'money' | 'affiliate' | 'games' | 'line' | 'operator' | 'gateway' | 'provider' | 'sandbox';
  auth: RouteAuth;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /**
   * The JSON answer with code 0 (any other code is an envelope `failure`; /openapi.json and /graphql answer no
   * envelope); absent for HTML and SVG answers.
   */
  answer?: z.ZodMiniType;
  /** A non-JSON answer's media type. */
  produces?: 'text/html' | 'image/svg+xml';
  /** Codes other than 0 the route answers besides 7002 / 7003 (token) and 8000 (bad input), in order of checks. */
  codes?: readonly KnownCode[];
  /** What a schema cannot say. */
  description?: string;
  /** Only on a server in sandbox mode. */
  sandbox?: boolean;
}

/**
 * Every route the platform server registers, as "METHOD /path" (Fastify's path syntax): the server parses with these
 * schemas and holds this table to the routes it registers, the OpenAPI document is generated from it, and the
 * fuzzer draws its requests from it.
 */
export const routes = {
  // Operator
  'GET /': {
    summary: 'Maintenance check (spec §7)',
    tag: 'operator',
    auth: 'none',
    answer: p.maintenanceAnswer,
    description: 'Code 0 means maintenance is ON; code 1 means online.',
  },
  'GET /health': {
    summary: 'Health check after a database round trip',
    tag: 'operator',
    auth: 'none',
    answer: p.healthAnswer,
  },
  'GET /openapi.json': {
    summary: 'This API as an OpenAPI 3.1 document, generated from the contract',
    tag: 'operator',
    auth: 'none',
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  'GET /docs': {
    summary: 'The API reference page (sandbox)',
    tag: 'operator',
    auth: 'none',
    produces: 'text/html',
    sandbox: true,
  },
  'POST /admin/command': {
    summary: 'Run an admin CLI command on a running server',
    tag: 'operator',
    auth: 'admin',
    body: p.adminCommandBody,
    answer: p.adminCommandAnswer,
    description:
      'Needs `x-admin-token: $ADMIN_TOKEN` unless the caller is on loopback and the server in sandbox mode; a ' +
      'missing or wrong token answers HTTP 401 with code 7002. 8000 carries the usage for a bad command.',
  },

  // Auth
  'POST /api/v1/member/login': {
    summary: 'Log in (the auth session of spec §3)',
    tag: 'auth',
    auth: 'none',
    body: auth.loginBody,
    answer: auth.loginAnswer,
    codes: [1007, 1008, 3000, 5000, 5001],
    description: "Username case-insensitive. 5001 also for another brand's member (after the password checked out).",
  },
  'POST /api/v1/member/register': {
    summary: 'Register with an OTP (the member is logged in)',
    tag: 'auth',
    auth: 'none',
    body: auth.registerBody,
    answer: auth.loginAnswer,
    codes: [4000, 6005, 6000, 6001, 6002, 6006, 9998],
    description:
      "An unknown affiliate code is ignored; another brand's member's code is refused (4000 naming affiliate_code).",
  },
  'POST /api/v1/member/otp': {
    summary: 'Send a 6-digit SMS code valid 5 minutes',
    tag: 'auth',
    auth: 'none',
    body: auth.otpBody,
    answer: auth.otpAnswer,
    codes: [4000, 6005, 9998, 6002, 6006],
    description:
      'Sandbox: the code is readable at `GET /sandbox/otp`. 6002: register, phone taken; 6006: forgot, no such phone.',
  },
  'POST /api/v1/member/forgot-password': {
    summary: 'Set a new password with a forgot OTP (ends every session)',
    tag: 'auth',
    auth: 'none',
    body: auth.forgotBody,
    answer: auth.forgotAnswer,
    codes: [4000, 6005, 9998, 6006, 6000, 6001],
    description: 'A 1008 lock stays.',
  },
  'POST /api/v1/member/change-password': {
    summary: 'Change the password (other sessions end, this one stays)',
    tag: 'auth',
    auth: 'member',
    body: auth.changePasswordBody,
    answer: done,
    codes: [3000, 5000],
    description: "The session's game tickets die: launch again. 3000 after 5 tries in 15 minutes (`result.wait`).",
  },
  'POST /api/v1/member/logout': {
    summary: 'End the session (an expired but genuine access token is accepted)',
    tag: 'auth',
    auth: 'member',
    body: noInput,
    answer: done,
  },
  'POST /refreshtoken/true': {
    summary: 'Rotate the refresh token (multipart form; refresh token in Authorization)',
    tag: 'auth',
    auth: 'refresh',
    body: auth.refreshBody,
    answer: auth.refreshAnswer,
    description:
      "A reused refresh token revokes its family (7002). A `groupID` field is checked against the member's brand.",
  },

  // Member data
  'POST /api/v1/member/credit': {
    summary: 'Balance in baht',
    tag: 'member',
    auth: 'member',
    body: noInput,
    answer: member.creditAnswer,
  },
  'POST /api/v1/member/data/profile': {
    summary: 'Profile of spec §3',
    tag: 'member',
    auth: 'member',
    body: noInput,
    answer: member.profileAnswer,
  },
  'POST /api/v1/member/data/check-is-upgrade': {
    summary: 'Whether the deposit accounts changed',
    tag: 'member',
    auth: 'member',
    body: noInput,
    answer: member.upgradeAnswer,
  },
  'POST /api/v1/member/data/update-is-upgrade': {
    summary: 'Clear the "deposit accounts changed" flag',
    tag: 'member',
    auth: 'member',
    body: noInput,
    answer: member.upgradeAnswer,
  },
  'GET /api/v1/member/getMinWithdraw': {
    summary: 'Withdraw state of spec §3',
    tag: 'money',
    auth: 'member',
    answer: member.minWithdrawAnswer,
  },
  'GET /api/v1/member/payment/payment': {
    summary: 'Deposit channels of a type',
    tag: 'money',
    auth: 'member',
    query: member.paymentQuery,
    answer: member.channelsAnswer,
  },
  'GET /api/v1/member/payment/truewallet': {
    summary: 'TrueWallet channels',
    tag: 'money',
    auth: 'member',
    answer: member.channelsAnswer,
  },
  'GET /api/v3/member/getPromotion': {
    summary: "The member's brand's promotions; result[1] is the count",
    tag: 'member',
    auth: 'member',
    query: member.promotionQuery,
    answer: member.memberPromotionsAnswer,
  },
  'GET /api/promotion/list': {
    summary: "Promotions (public; a token's brand wins over groupID)",
    tag: 'member',
    auth: 'optional',
    query: member.promotionQuery,
    answer: member.promotionsAnswer,
  },
  'GET /api/v3/member/getLineContact': {
    summary: "The brand's LINE contact",
    tag: 'member',
    auth: 'member',
    answer: member.lineContactAnswer,
  },
  'GET /api/v3/member/updateData': {
    summary: 'What changed: balance, counts, flags',
    tag: 'member',
    auth: 'member',
    answer: member.updateDataAnswer,
  },
  'GET /api/v3/member/tournaments': {
    summary: 'Tournaments (public)',
    tag: 'member',
    auth: 'optional',
    query: member.tournamentQuery,
    answer: member.tournamentsAnswer,
  },

  // Money
  'POST /api/v1/member/withdraw': {
    summary: 'Request a withdrawal (optional Idempotency-Key header)',
    tag: 'money',
    auth: 'member',
    body: wallet.withdrawBody,
    answer: wallet.withdrawAnswer,
    codes: [1002, 1003, 1005, 1001, 1009, 1010, 1011],
    description:
      'Checked in that order; 8000 above the maximum (`max`). 1002 carries `min`; ' +
      '1005 `result: { date, next, wait }`; ' +
      '1001 `result.balance`; 1009-1011 `result: { remaining, count_remaining, wait }`.',
  },
  'POST /api/v1/member/data/dataHistory': {
    summary: 'Deposit and withdrawal history, newest first',
    tag: 'money',
    auth: 'member',
    body: wallet.historyBody,
    answer: wallet.historyAnswer,
  },
  'POST /api/v1/member/payment/qr': {
    summary: 'Deposit QR: get_qr, then poll with is_deposit',
    tag: 'money',
    auth: 'member',
    body: pay.qrBody,
    answer: pay.qrCallAnswer,
    codes: [98],
    description:
      'get_qr takes the sub-channel of the same type whose range holds the amount; 98 with `min`, `max` when none ' +
      'does. is_deposit is read-only: pending / paid / failed answer 0, expired answers 98.',
  },
  'POST /api/v1/member/payment/transfer': {
    summary: '"I transferred": a pending bank or USDT deposit (optional Idempotency-Key header)',
    tag: 'money',
    auth: 'member',
    body: pay.transferBody,
    answer: pay.transferAnswer,
  },
  'POST /gateway/payments/callback': {
    summary: "The payment gateway's signed notification",
    tag: 'gateway',
    auth: 'gateway',
    body: p.gatewayEvent,
    answer: p.gatewayAnswer,
    codes: [98],
    description:
      'Signed: `x-gateway-timestamp` (unix seconds, within 5 minutes) and `x-gateway-signature` = hex ' +
      'HMAC-SHA256(GATEWAY_SECRET, "<timestamp>.<raw body>"); else HTTP 401 / 7002. Idempotent by txnId.',
  },

  // Affiliate
  'POST /api/aff/getDetailLeader': {
    summary: 'Affiliate summary',
    tag: 'affiliate',
    auth: 'member',
    body: noInput,
    answer: aff.affiliateLeaderAnswer,
  },
  'POST /api/aff/memberList': {
    summary: 'Downline members',
    tag: 'affiliate',
    auth: 'member',
    body: aff.affiliatePageBody,
    answer: aff.affiliateMembersAnswer,
  },
  'POST /api/aff/transaction': {
    summary: 'Affiliate wallet movements',
    tag: 'affiliate',
    auth: 'member',
    body: aff.affiliatePageBody,
    answer: aff.affiliateTransactionsAnswer,
  },
  'POST /api/aff/withdraw': {
    summary: 'Move affiliate income to the credit (optional Idempotency-Key header)',
    tag: 'affiliate',
    auth: 'member',
    body: aff.affiliateWithdrawBody,
    answer: aff.affiliateWithdrawAnswer,
    codes: [1005, 1004, 1001],
    description: '1005: only on days 1-5 of the month (Bangkok).',
  },
  'POST /api/aff/reportTransaction': {
    summary: 'Daily commission report (default: the last 30 days)',
    tag: 'affiliate',
    auth: 'member',
    body: aff.affiliateReportBody,
    answer: aff.affiliateReportAnswer,
  },
  'POST /api/aff/reportDetailTransaction': {
    summary: "One day's commission per downline",
    tag: 'affiliate',
    auth: 'member',
    body: aff.affiliateReportDetailBody,
    answer: aff.affiliateReportDetailAnswer,
  },

  // Game provider wallet and the sandbox slot
  'POST /provider/wallet/balance': {
    summary: "The ticket's player's balance",
    tag: 'provider',
    auth: 'provider',
    body: p.providerBalanceBody,
    answer: p.providerBalanceAnswer,
    description: 'Signed: `x-provider-signature` = hex HMAC-SHA256(PROVIDER_SECRET, raw body); else HTTP 401 / 7002.',
  },
  'POST /provider/wallet/bet': {
    summary: 'Debit a bet',
    tag: 'provider',
    auth: 'provider',
    body: p.providerBetBody,
    answer: p.providerWalletAnswer,
    codes: [1001, 8100, 8101],
    description: 'A repeated txId gets the first answer byte for byte.',
  },
  'POST /provider/wallet/win': {
    summary: 'Credit a win (0 closes a lost round)',
    tag: 'provider',
    auth: 'provider',
    body: p.providerWinBody,
    answer: p.providerWalletAnswer,
    codes: [8100],
    description: 'Accepted up to 1 hour after the ticket expired, and after logout.',
  },
  'POST /provider/wallet/rollback': {
    summary: 'Refund a bet once',
    tag: 'provider',
    auth: 'provider',
    body: p.providerRollbackBody,
    answer: p.providerWalletAnswer,
    codes: [8100],
  },
  'GET /play/api/paytable': {
    summary: "The sandbox slot's paytable and measured return",
    tag: 'sandbox',
    auth: 'none',
    answer: p.paytableAnswer,
    sandbox: true,
  },
  'POST /play/api/spin': {
    summary: 'Spin the sandbox slot (bet and win through the signed wallet calls)',
    tag: 'sandbox',
    auth: 'none',
    body: p.spinBody,
    answer: p.spinAnswer,
    sandbox: true,
  },
  'GET /play/:code': {
    summary: 'The game window a launch URL opens (sandbox slot)',
    tag: 'sandbox',
    auth: 'none',
    params: p.playParams,
    query: p.playQuery,
    produces: 'text/html',
    sandbox: true,
  },

  // Games
  'POST /api/v3/member/game/categorys': {
    summary: 'Provider tiles per type',
    tag: 'games',
    auth: 'optional',
    body: games.categoryArgs,
    answer: games.categoriesAnswer,
  },
  'POST /api/v3/member/game/lists': {
    summary: 'Games (the arguments of GraphQL `lists`)',
    tag: 'games',
    auth: 'optional',
    body: games.listArgs,
    answer: games.gamesAnswer,
  },
  'POST /api/v1/member/game/launch': {
    summary: 'Launch a game: the URL of its window',
    tag: 'games',
    auth: 'optional',
    body: games.launchBody,
    answer: games.launchAnswer,
    codes: [99],
    description:
      'Needs a token except for demo entries (handle contains `-demo`). The ticket dies with the session, a password ' +
      'change or reset: launch again after 7002 from the window.',
  },
  'POST /graphql': {
    summary: 'GraphQL (schema: libs/api-client/src/schema.graphql)',
    tag: 'games',
    auth: 'optional',
    body: p.graphqlBody,
    answer: p.graphqlAnswer,
    description: 'Errors carry `extensions.code`; limits: depth 8, 10 aliases, cost 5,000.',
  },
  'GET /graphql': {
    summary: 'GraphQL queries by GET',
    tag: 'games',
    auth: 'optional',
    query: p.graphqlQuery,
    answer: p.graphqlAnswer,
  },
  'GET /assets/:kind/:file': {
    summary: 'Generated SVG artwork (games, providers, banks, channels, promotions, notices)',
    tag: 'games',
    auth: 'none',
    params: p.assetParams,
    produces: 'image/svg+xml',
  },

  // LINE
  'GET /line/api/authorize': {
    summary: 'The LINE consent link',
    tag: 'line',
    auth: 'optional',
    query: line.lineAuthorizeQuery,
    answer: line.lineAuthorizeAnswer,
    description: 'A sent token must belong to `username` (else 7002); `redirect_uri` must be a brand site.',
  },
  'POST /line/api/login': {
    summary: 'Log in with the one-time code of an action=login consent',
    tag: 'line',
    auth: 'none',
    body: line.lineLoginBody,
    answer: auth.loginAnswer,
    codes: [5001, 1007],
  },
  'GET /line/api/check': {
    summary: 'Whether the member linked LINE (code 0 linked, 1 not linked)',
    tag: 'line',
    auth: 'none',
    query: line.lineCheckQuery,
    answer: line.lineCheckAnswer,
  },

  // Sandbox
  'GET /sandbox/otp': {
    summary: 'The last SMS sent to a phone',
    tag: 'sandbox',
    auth: 'none',
    query: p.sandboxOtpQuery,
    answer: p.sandboxOtpAnswer,
    sandbox: true,
  },
  'GET /sandbox/line/consent': {
    summary: 'The LINE consent page',
    tag: 'sandbox',
    auth: 'none',
    query: p.consentQuery,
    produces: 'text/html',
    sandbox: true,
  },
  'POST /sandbox/line/consent': {
    summary: 'Allow or deny LINE (303 to the redirect_uri, or JSON with Accept: application/json)',
    tag: 'sandbox',
    auth: 'none',
    body: p.consentBody,
    answer: p.consentAnswer,
    sandbox: true,
  },
  'POST /sandbox/payments/:merchantRef/pay': {
    summary: 'Pay a QR as the gateway would (signed callback)',
    tag: 'sandbox',
    auth: 'none',
    params: p.payParams,
    body: p.payBody,
    answer: p.sandboxPaymentAnswer,
    sandbox: true,
  },
  'POST /sandbox/transfers': {
    summary: 'A bank or USDT transfer arrives (signed callback)',
    tag: 'sandbox',
    auth: 'none',
    body: p.sandboxTransferBody,
    answer: p.sandboxPaymentAnswer,
    sandbox: true,
  },
  'GET /sandbox/withdrawals': {
    summary: 'The last 50 withdrawals',
    tag: 'sandbox',
    auth: 'none',
    query: p.withdrawalsQuery,
    answer: p.withdrawalsAnswer,
    sandbox: true,
  },
  'POST /sandbox/withdrawals/:id/:decision': {
    summary: 'Approve (pay out) or reject (refund) a withdrawal',
    tag: 'sandbox',
    auth: 'none',
    params: p.decisionParams,
    body: p.decisionBody,
    answer: p.decisionAnswer,
    sandbox: true,
  },
  'POST /sandbox/affiliate/rollup': {
    summary: 'Run the affiliate roll-up now',
    tag: 'sandbox',
    auth: 'none',
    body: p.rollupBody,
    answer: p.rollupAnswer,
    sandbox: true,
  },
} as const satisfies Record<string, RouteContract>;

export type RouteKey = keyof typeof routes;

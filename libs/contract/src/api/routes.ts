import { z } from 'zod/mini';
import type { KnownCode } from '../codes';
import * as aff from './affiliate';
import * as auth from './auth';
import { done, noInput } from './envelope';
import * as games from './games';
import * as groups from './groups';
import * as line from './line';
import * as member from './member';
import * as mc from './memberContent';
import * as pay from './payments';
import * as p from './platform';
import * as rg from './protection';
import * as vitals from './vitals';
import * as wallet from './wallet';

/** Who may call a route. */
export type RouteAuth = 'none' | 'optional' | 'member' | 'refresh' | 'provider' | 'gateway' | 'admin';

/** One route of the platform API: who calls it, what it takes and what it answers. */
export interface RouteContract {
  summary: string;
  /** The API reference's group. */
  tag:
    | 'auth'
    | 'member'
    | 'money'
    | 'protection'
    | 'affiliate'
    | 'games'
    | 'line'
    | 'operator'
    | 'gateway'
    | 'provider'
    | 'sandbox';
  auth: RouteAuth;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /**
   * The JSON answer with code 0 (any other code is an envelope `failure`; /openapi.json and /graphql answer no
   * envelope); absent for HTML, script and image answers.
   */
  answer?: z.ZodMiniType;
  /** A non-JSON answer's media types. */
  produces?: readonly ('text/html' | 'image/svg+xml' | 'image/png' | 'text/javascript')[];
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
    query: p.rootQuery,
    answer: p.maintenanceAnswer,
    description:
      'Code 0 means maintenance is ON; code 1 means online. `result.siteClosed`: the operator closed every brand, or ' +
      'the brand of `groupID` (`site closed --group`).',
  },
  'GET /health': {
    summary: 'Health check after a database round trip',
    tag: 'operator',
    auth: 'none',
    answer: p.healthAnswer,
  },
  'POST /api/v1/vitals': {
    summary: "Core Web Vitals of a sampled page view, sent by the brand site's beacon (issue 14)",
    tag: 'operator',
    auth: 'none',
    body: vitals.vitalsBody,
    answer: vitals.vitalsAnswer,
    description:
      'The site sends it with `navigator.sendBeacon`: a `text/plain` body holding the JSON (a simple request, no ' +
      "CORS preflight), or `application/json`. Kept per brand and page (a route name) for the admin CLI's " +
      '`vitals` report (p75 of the last 24 h) and deleted after 8 days. Each address may send a limited number per ' +
      'minute: past it the beacon answers code 0 with `stored: 0` and nothing is kept.',
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
    produces: ['text/html'],
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
  'POST /admin/groups': {
    summary: "Apply brands' groups (the admin CLI's `group apply`)",
    tag: 'operator',
    auth: 'admin',
    body: groups.adminGroupsBody,
    answer: groups.adminGroupsAnswer,
    description:
      'Creates or updates each group from its record (apps/<brand>/group.json with the brand config): settings, ' +
      'channels, promotions, tournaments, events and notices by code; an item gone from the record is switched off ' +
      '(channels, promotions) or removed (events, notices it made). Demo members only on a sandbox server. Same ' +
      'door as /admin/command; 8000 names every problem of a record.',
  },

  // Auth
  'POST /api/v1/member/login': {
    summary: 'Log in (the auth session of spec §3)',
    tag: 'auth',
    auth: 'none',
    body: auth.loginBody,
    answer: auth.loginAnswer,
    codes: [1007, 1008, 3000, 5000, 5001, 5002],
    description:
      "Username case-insensitive. 5001 also for another brand's member (after the password checked out). 5002: on a " +
      'time-out or self-exclusion (`result: { kind, until }`), told only after the password checked out.',
  },
  'POST /api/v1/member/register': {
    summary: 'Register with an OTP (the member is logged in)',
    tag: 'auth',
    auth: 'none',
    body: auth.registerBody,
    answer: auth.loginAnswer,
    codes: [4000, 6005, 4001, 6000, 6001, 6002, 6006, 9998],
    description:
      "An unknown affiliate code is ignored; another brand's member's code is refused (4000 naming affiliate_code). " +
      "4001: `age_confirmed` missing or below the brand's minimum age (`result.min_age`, the group's setting).",
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
  'POST /api/v1/member/otp/verify': {
    summary: 'Check an SMS code as it is typed, without using it up',
    tag: 'auth',
    auth: 'none',
    body: auth.otpVerifyBody,
    answer: done,
    codes: [4000, 6006, 6000, 6001],
    description:
      'Counts an attempt like register and forgot-password (5 wrong codes per OTP, then 6006); a right code is not ' +
      'counted and stays usable: register and forgot-password check it again and consume it. 6006 also for forgot ' +
      'when no account of this brand uses the phone.',
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
    query: mc.promotionListQuery,
    answer: mc.promotionListAnswer,
    description: '`category` narrows the page and `total`; `categories` lists those the brand has now.',
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
  'GET /api/promotion/detail': {
    summary: "One promotion with its terms, and the member's bonus of it (public; a token's brand wins)",
    tag: 'member',
    auth: 'optional',
    query: mc.promotionDetailQuery,
    answer: mc.promotionDetailAnswer,
    description: 'An id of another brand or an ended promotion answers 8000.',
  },
  'GET /api/v3/member/bonus': {
    summary: "The member's bonuses, newest first, with their state and turnover",
    tag: 'member',
    auth: 'member',
    query: mc.bonusQuery,
    answer: mc.bonusesAnswer,
    description:
      'A pending bonus becomes active on the first paid deposit of at least `min_deposit` after the claim (the bonus ' +
      'is credited once, ledger key `bonus:<id>`); states past their time read expired.',
  },
  'POST /api/v3/member/bonus/claim': {
    summary: 'Claim a deposit promotion (one open bonus at a time)',
    tag: 'member',
    auth: 'member',
    body: mc.claimBody,
    answer: mc.bonusAnswer,
    description:
      'Claiming the promotion of the open bonus again answers that bonus. 8000 `result.reason`: not-claimable, ' +
      'open-bonus (another bonus is open), already-claimed (once / once a day), ended.',
  },
  'POST /api/v3/member/bonus/cancel': {
    summary: 'Cancel a pending bonus (before its deposit)',
    tag: 'member',
    auth: 'member',
    body: mc.cancelBonusBody,
    answer: mc.bonusAnswer,
    description: '8000 for an unknown id or a bonus that is not pending.',
  },
  'GET /api/v3/member/tournament/board': {
    summary: "A tournament with its prizes and leaderboard (public; a token adds the member's own row)",
    tag: 'member',
    auth: 'optional',
    query: mc.tournamentBoardQuery,
    answer: mc.tournamentBoardAnswer,
    description:
      "Scores are the baht bet on the tournament's game type between its start and end by the brand's members " +
      '(rolled-back bets do not count). 8000 for an unknown id.',
  },
  'GET /api/v3/member/events': {
    summary: "The brand's live and upcoming events (public; a token's brand wins)",
    tag: 'member',
    auth: 'optional',
    query: mc.eventsQuery,
    answer: mc.eventsAnswer,
  },
  'GET /api/v3/member/vip': {
    summary: "The member's VIP tier (by invitation; null when not invited)",
    tag: 'member',
    auth: 'member',
    answer: mc.vipAnswer,
  },
  'POST /api/v1/member/login-url': {
    summary: 'Log in with a one-time login link (admin `member login-link`)',
    tag: 'auth',
    auth: 'none',
    body: mc.loginLinkBody,
    answer: auth.loginAnswer,
    codes: [6000, 5001, 1007],
    description:
      'Each link works once, for 15 minutes unless the operator chose otherwise. 6000 `result.reason`: used, expired ' +
      "or unknown. 5001 also for another brand's member.",
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
    codes: [98, 5002, 1012],
    description:
      'get_qr takes the sub-channel of the same type whose range holds the amount; 98 with `min`, `max` when none ' +
      'does. is_deposit is read-only: pending / paid / failed answer 0, expired answers 98. 1012: over the ' +
      "member's own deposit limit, counting deposits paid in the period and QR codes still payable " +
      '(`result: { period, limit, used, remaining, resets_at }`).',
  },
  'POST /api/v1/member/payment/transfer': {
    summary: '"I transferred": a pending bank or USDT deposit (optional Idempotency-Key header)',
    tag: 'money',
    auth: 'member',
    body: pay.transferBody,
    answer: pay.transferAnswer,
    codes: [5002, 1012],
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

  // Player protection (issue 15)
  'POST /api/v1/member/protection/state': {
    summary: "The member's deposit limits, reality check, break and every choice made, with its time",
    tag: 'protection',
    auth: 'member',
    body: noInput,
    answer: rg.protectionStateAnswer,
  },
  'POST /api/v1/member/protection/deposit-limits': {
    summary: 'Set deposit limits per day, week and month (whole baht; null removes one; left out: unchanged)',
    tag: 'protection',
    auth: 'member',
    body: rg.depositLimitsBody,
    answer: rg.protectionStateAnswer,
    description:
      'A lower limit (or a first one) applies at once; a higher one, or removing one, only 24 hours later ' +
      '(`pending`). A choice made while a raise is waiting cancels that raise. Periods are Bangkok calendar periods.',
  },
  'POST /api/v1/member/protection/break': {
    summary: 'Take a time-out (24h, 1w, 1m, 6w) or self-exclusion (6m, 1y, permanent), confirmed with the password',
    tag: 'protection',
    auth: 'member',
    body: rg.breakBody,
    answer: rg.breakAnswer,
    codes: [5000],
    description:
      'Effective at once: every session of the member ends (game windows too); login, game launch and deposits ' +
      'answer 5002 until it ends; notices stop. 5000: wrong password. The balance stays withdrawable through ' +
      '`/api/v1/protection/withdraw-pass`.',
  },
  'POST /api/v1/member/protection/reality-check': {
    summary: 'Choose the minutes of play between reality-check reminders (null: off)',
    tag: 'protection',
    auth: 'member',
    body: rg.realityCheckBody,
    answer: rg.protectionStateAnswer,
  },
  'POST /api/v1/member/protection/reality': {
    summary: 'The net result of the games since the start of the visit, for the reality-check reminder',
    tag: 'protection',
    auth: 'member',
    body: rg.realityBody,
    answer: rg.realityAnswer,
  },
  'POST /api/v1/member/protection/statement': {
    summary: 'Deposits, withdrawals and net result for a period of Bangkok days (at most 366)',
    tag: 'protection',
    auth: 'member',
    body: rg.statementBody,
    answer: rg.statementAnswer,
  },
  'POST /api/v1/member/protection/consent': {
    summary: "Record the member's cookie consent (policy version, purposes, when chosen)",
    tag: 'protection',
    auth: 'member',
    body: rg.consentBody,
    answer: rg.consentAnswer,
  },
  'POST /api/v1/protection/withdraw-pass': {
    summary: 'A member on a break proves the password and gets a 15-minute pass that can only see and withdraw',
    tag: 'protection',
    auth: 'none',
    body: rg.withdrawPassBody,
    answer: rg.withdrawPassAnswer,
    codes: [3000, 5000, 1008, 5001, 8000],
    description:
      "The login's failure ladder applies. 8000: the member is not on a break (log in as usual). The pass is no " +
      'access token: every other route refuses it.',
  },
  'POST /api/v1/protection/balance': {
    summary: 'What a member on a break sees: balance, bank account, withdrawal limits, end of the break',
    tag: 'protection',
    auth: 'none',
    body: rg.breakBalanceBody,
    answer: rg.breakBalanceAnswer,
    codes: [7002],
  },
  'POST /api/v1/protection/withdraw': {
    summary: 'Withdraw the balance during a break (pass in the body; optional Idempotency-Key header)',
    tag: 'protection',
    auth: 'none',
    body: rg.breakWithdrawBody,
    answer: wallet.withdrawAnswer,
    codes: [7002, 1002, 1003, 1005, 1001, 1009, 1010, 1011],
    description: 'The rules of `/api/v1/member/withdraw`, decided in the same locked step.',
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
    produces: ['text/html'],
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
    codes: [5002, 99],
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
    summary: 'Generated artwork (games, providers, banks, channels, promotions, notices), `.svg` or `.png`',
    tag: 'games',
    auth: 'none',
    params: p.assetParams,
    produces: ['image/svg+xml', 'image/png'],
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
  'GET /sandbox/chat/widget.js': {
    summary: 'A live-chat widget script a brand can configure (sandbox)',
    tag: 'sandbox',
    auth: 'none',
    produces: ['text/javascript'],
    sandbox: true,
    description:
      'Defines `window.LobbyChat` (`open()`, `close()`): a panel that greets the member in the page language and ' +
      'echoes what they type, so the chat flow is testable without a chat vendor.',
  },
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
    produces: ['text/html'],
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
    body: aff.sandboxAffiliateRollupBody,
    answer: aff.sandboxAffiliateRollupAnswer,
    sandbox: true,
    description:
      'For `day` (default: the day due at `at`), as if run at `at` (default now: e.g. tomorrow 11:00 for the bets of ' +
      'today). A day may run again: only what the earlier runs did not see is credited. A day still going by the ' +
      "server's clock is paid as far as it goes and marked incomplete (in progress in the members' history); the " +
      'timer runs it again once due and completes it.',
  },
  'POST /sandbox/affiliate/clock': {
    summary: "Move one member's affiliate clock",
    tag: 'sandbox',
    auth: 'none',
    body: aff.sandboxAffiliateClockBody,
    answer: aff.sandboxAffiliateClockAnswer,
    sandbox: true,
    description:
      "The member's affiliate calls see `at` from now on, time running on from it (a withdrawal day, the day after " +
      "the roll-up); without `at`, the server's clock again. Nothing else of the server moves.",
  },
} as const satisfies Record<string, RouteContract>;

export type RouteKey = keyof typeof routes;

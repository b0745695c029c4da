import { describe, expect, it } from 'vitest';
import { guardRoute, safeReturnPath, type GuardInput } from './guards';

const knownRoutes = new Set([
  'index',
  'withdraw',
  'deposit',
  'history',
  'affiliate',
  'affiliate-member',
  'affiliate-reportDetail-id',
  'profile',
  'resetPassword',
  'game-id',
  'game-id-name',
  'login',
  'register-id',
  'aff-id',
  'registerAff-id',
  'list-id',
  'forgot',
  'help',
  'demo',
]);

/** Access as the features' route manifests declare it (spec §6: members-only and visitors-only pages). */
const access: Record<string, GuardInput['access']> = {
  withdraw: 'member',
  deposit: 'member',
  history: 'member',
  affiliate: 'member',
  'affiliate-member': 'member',
  'affiliate-reportDetail-id': 'member',
  resetPassword: 'member',
  login: 'visitor',
  'register-id': 'visitor',
  'aff-id': 'visitor',
  'registerAff-id': 'visitor',
};

function input(over: Partial<GuardInput> & { path?: string }): GuardInput {
  const path = over.path ?? '/';
  const url = new URL(path, 'http://site');
  return {
    routeName: 'index',
    params: {},
    query: url.searchParams,
    fullPath: `${url.pathname}${url.search}`,
    locale: url.pathname.startsWith('/en') ? 'en' : 'th',
    authenticated: false,
    device: 'desktop',
    forgot: false,
    knownRoutes,
    ...over,
    access: over.access ?? access[over.routeName ?? 'index'],
  };
}

type Row = [string, Partial<GuardInput> & { path?: string }, ReturnType<typeof guardRoute>];

const table: Row[] = [
  // Visitors on member pages go to login with the way back.
  ['visitor withdraw', { routeName: 'withdraw', path: '/withdraw' }, { redirect: '/login?url=%2Fwithdraw' }],
  [
    'visitor deposit (en)',
    { routeName: 'deposit', path: '/en/deposit' },
    { redirect: '/en/login?url=%2Fen%2Fdeposit' },
  ],
  ['visitor affiliate', { routeName: 'affiliate', path: '/affiliate' }, { redirect: '/login?url=%2Faffiliate' }],
  [
    'visitor affiliate-member',
    { routeName: 'affiliate-member', path: '/affiliate/member' },
    { redirect: '/login?url=%2Faffiliate%2Fmember' },
  ],
  [
    'visitor resetPassword',
    { routeName: 'resetPassword', path: '/resetPassword' },
    { redirect: '/login?url=%2FresetPassword' },
  ],
  ['visitor profile on mobile → home', { routeName: 'profile', device: 'mobile', path: '/profile' }, { redirect: '/' }],
  ['visitor profile (en) → /en', { routeName: 'profile', device: 'mobile', path: '/en/profile' }, { redirect: '/en' }],
  // Games: login with the full path, demo names allowed.
  [
    'visitor game',
    { routeName: 'game-id-name', params: { id: '12', name: 'sweet-bonanza' }, path: '/game/12/sweet-bonanza?x=1' },
    { redirect: '/login?url=%2Fgame%2F12%2Fsweet-bonanza%3Fx%3D1' },
  ],
  [
    'visitor game (en)',
    { routeName: 'game-id-name', params: { id: '12', name: 'sweet-bonanza' }, path: '/en/game/12/sweet-bonanza' },
    { redirect: '/en/login?url=%2Fen%2Fgame%2F12%2Fsweet-bonanza' },
  ],
  [
    'visitor demo game',
    { routeName: 'game-id-name', params: { id: '3', name: 'allbet-demo' }, path: '/game/3/allbet-demo' },
    null,
  ],
  [
    'member game',
    { routeName: 'game-id-name', params: { id: '12', name: 'sweet-bonanza' }, authenticated: true },
    null,
  ],
  // sideDeposit.
  ['visitor sideDeposit', { routeName: 'index', path: '/?sideDeposit=true' }, { redirect: '/login?sideDeposit=true' }],
  [
    'visitor sideDeposit (en)',
    { routeName: 'help', path: '/en/help?sideDeposit=true' },
    { redirect: '/en/login?sideDeposit=true' },
  ],
  [
    'member sideDeposit on mobile',
    { routeName: 'index', path: '/?sideDeposit=true', authenticated: true, device: 'mobile' },
    { redirect: '/deposit' },
  ],
  ['member sideDeposit on desktop', { routeName: 'index', path: '/?sideDeposit=true', authenticated: true }, null],
  // The login page it sends visitors to carries the flag on (to open the panel after login), so it stays there.
  ['visitor on login?sideDeposit', { routeName: 'login', path: '/en/login?sideDeposit=true' }, null],
  // Members on visitor pages.
  ['member login on mobile', { routeName: 'login', authenticated: true, device: 'mobile' }, { redirect: '/profile' }],
  ['member login on desktop', { routeName: 'login', authenticated: true }, { redirect: '/' }],
  // A member on login with the deposit flag gets the panel the login would have opened, on the tab the link named.
  [
    'member login?sideDeposit on desktop',
    { routeName: 'login', path: '/en/login?sideDeposit=true&tab=withdraw-tab', authenticated: true },
    { redirect: '/en?sideDeposit=true&tab=withdraw-tab' },
  ],
  [
    'member login?sideDeposit on mobile',
    { routeName: 'login', path: '/login?sideDeposit=true', authenticated: true, device: 'mobile' },
    { redirect: '/deposit' },
  ],
  [
    'member register (en) desktop',
    { routeName: 'register-id', authenticated: true, path: '/en/register' },
    { redirect: '/en' },
  ],
  [
    'member aff-id on mobile',
    { routeName: 'aff-id', authenticated: true, device: 'mobile', path: '/aff/X1' },
    { redirect: '/profile' },
  ],
  // Profile is mobile only.
  ['member profile on desktop', { routeName: 'profile', authenticated: true }, { redirect: '/' }],
  ['member profile on iPad', { routeName: 'profile', authenticated: true, device: 'ipad' }, { redirect: '/' }],
  ['member profile on mobile', { routeName: 'profile', authenticated: true, device: 'mobile' }, null],
  // Favourite and recent lists need a member.
  ['visitor favourite list', { routeName: 'list-id', params: { id: 'favourite' } }, { redirect: '/' }],
  [
    'visitor recent list (en)',
    { routeName: 'list-id', params: { id: 'recent' }, path: '/en/list/recent' },
    { redirect: '/en' },
  ],
  ['visitor slot list', { routeName: 'list-id', params: { id: 'slot' } }, null],
  ['member favourite list', { routeName: 'list-id', params: { id: 'favourite' }, authenticated: true }, null],
  // The forgot cookie.
  [
    'forgot forces resetPassword',
    { routeName: 'help', forgot: true, authenticated: true },
    { redirect: '/resetPassword' },
  ],
  [
    'forgot (en)',
    { routeName: 'index', forgot: true, authenticated: true, path: '/en' },
    { redirect: '/en/resetPassword' },
  ],
  ['forgot on resetPassword stays', { routeName: 'resetPassword', forgot: true, authenticated: true }, null],
  ['forgot cleared on login', { routeName: 'login', forgot: true }, { clearForgot: true }],
  ['forgot cleared on register', { routeName: 'register-id', forgot: true }, { clearForgot: true }],
  // A brand without the affiliate programme: its pages go home for anyone, before the login check (spec §1, §6).
  [
    'hideAffiliate: visitor affiliate → home, not login',
    { routeName: 'affiliate', path: '/affiliate', brand: { hideAffiliate: true } },
    { redirect: '/' },
  ],
  [
    'hideAffiliate: member affiliate-member (en) → /en',
    {
      routeName: 'affiliate-member',
      path: '/en/affiliate/member',
      authenticated: true,
      brand: { hideAffiliate: true },
    },
    { redirect: '/en' },
  ],
  [
    'hideAffiliate: member report detail on mobile → home',
    {
      routeName: 'affiliate-reportDetail-id',
      params: { id: '2026-11-25' },
      path: '/affiliate/reportDetail/2026-11-25',
      authenticated: true,
      device: 'mobile',
      brand: { hideAffiliate: true },
    },
    { redirect: '/' },
  ],
  // The brand's other pages, and the aff link pages, keep their own rules.
  [
    'hideAffiliate: member withdraw',
    { routeName: 'withdraw', authenticated: true, brand: { hideAffiliate: true } },
    null,
  ],
  [
    'hideAffiliate: visitor aff-id',
    { routeName: 'aff-id', params: { id: 'X1' }, path: '/aff/X1', brand: { hideAffiliate: true } },
    null,
  ],
  [
    'with the programme: member affiliate',
    { routeName: 'affiliate', authenticated: true, brand: { hideAffiliate: false } },
    null,
  ],
  // Anything else.
  ['unknown route name', { routeName: 'no-such-route', path: '/en/x' }, { redirect: '/en' }],
  ['visitor public page', { routeName: 'help' }, null],
];

describe('guardRoute', () => {
  it.each(table)('%s', (_name, over, expected) => {
    expect(guardRoute(input(over))).toEqual(expected);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/game/1/x?y=2', '/game/1/x?y=2'],
    ['/en/withdraw', '/en/withdraw'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // Paths that normalise to another host.
    ['/.//evil.example', '/'],
    ['/a/..//evil.example/x', '/'],
    ['/./\\evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/.%2F/evil.example', '/.%2F/evil.example'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (url, expected) => {
    expect(safeReturnPath(url, '/')).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { FeatureRoute } from '@lobby/util';
import { fillRoot, prerenderTargets } from './prerender';

const route = (name: string, path: string, access?: FeatureRoute['access']) =>
  ({ name, path, layout: 'default', header: 'index', access }) as FeatureRoute;

describe('the pages a brand build prerenders', () => {
  const targets = prerenderTargets(
    [
      route('index', ''),
      route('login', 'login', 'visitor'),
      route('deposit', 'deposit', 'member'),
      route('list-id', 'list/:id?'),
      route('game-id-name', 'game/:id/:name'),
    ],
    ['th', 'en'],
    ['slot'],
  );
  const at = (path: string) => targets.find((t) => t.path === path);

  it('writes every route in both languages at its own address, hydrated there', () => {
    expect(at('/')).toEqual({ path: '/', file: 'index.html', hydrateAt: '/', route: 'index' });
    expect(at('/en')).toEqual({ path: '/en', file: 'en/index.html', hydrateAt: '/en', route: 'index' });
    expect(at('/en/login')).toMatchObject({ file: 'en/login/index.html', hydrateAt: '/en/login', route: 'login' });
    expect(at('/list/slot')).toMatchObject({ file: 'list/slot/index.html', hydrateAt: '/list/slot', route: 'list-id' });
    expect(at('/list')?.file).toBe('list/index.html');
  });

  it("renders a member's page and a route's stand-in afresh in the browser (no hydration)", () => {
    expect(at('/deposit')).toEqual({
      path: '/deposit',
      file: 'deposit/index.html',
      hydrateAt: undefined,
      route: 'deposit',
    });
    expect(at('/en/game/%20/%20')).toEqual({
      path: '/en/game/%20/%20',
      file: '_shell/en/game-id-name.html',
      route: 'game-id-name',
    });
    expect(at('/list/%20')?.file).toBe('_shell/th/list-id.html');
  });

  it('writes the not-found page per language, hydrated at any unknown address', () => {
    expect(at('/__not-found__')).toEqual({ path: '/__not-found__', file: '404.html', hydrateAt: '*' });
    expect(at('/en/__not-found__')).toMatchObject({ file: 'en/404.html', hydrateAt: '*' });
  });

  it('fills the empty root of the built page and marks where it hydrates', () => {
    const page = '<body><div id="root"></div><script type="module" src="/a.js"></script></body>';
    expect(fillRoot(page, '<header>x</header>', '/en/login')).toBe(
      '<body><div id="root" data-prerendered="/en/login"><header>x</header></div>' +
        '<script type="module" src="/a.js"></script></body>',
    );
    expect(fillRoot(page, '$&')).toContain('<div id="root">$&</div>');
    expect(() => fillRoot('<body></body>', 'x')).toThrow(/root/);
  });
});

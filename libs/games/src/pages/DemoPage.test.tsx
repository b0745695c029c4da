import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoPage } from './DemoPage';
import { createGamesGraphql, gqlGame, renderGamesPage } from '../testing/renderGamesPage';

const demoGames = (['allbet', 'dream', 'wm', 'pretty'] as const).map((provider, i) =>
  gqlGame(i, {
    _id: String(100 + i),
    category: provider,
    type: 'casino',
    code: `${provider}-demo`,
    handle: `${provider}-demo`,
    nameEn: `${provider} Demo`,
    nameTh: `${provider} ทดลองเล่น`,
  }),
);

describe('DemoPage', () => {
  it('shows the four demo tables, each linking to a -demo game page a visitor may open', async () => {
    const graphql = createGamesGraphql({ GamesList: { lists: demoGames } });
    renderGamesPage(<DemoPage />, { url: '/en/demo', path: '/demo', graphql });
    const section = screen.getByRole('region', { name: 'Demo tables' });
    expect(await within(section).findByRole('link', { name: /^allbet Demo/ })).toHaveAttribute(
      'href',
      '/en/game/100/allbet-demo',
    );
    expect(within(section).getByRole('link', { name: /^dream Demo/ })).toHaveAttribute(
      'href',
      '/en/game/101/dream-demo',
    );
    expect(within(section).getByRole('link', { name: /^wm Demo/ })).toHaveAttribute('href', '/en/game/102/wm-demo');
    expect(within(section).getByRole('link', { name: /^pretty Demo/ })).toHaveAttribute(
      'href',
      '/en/game/103/pretty-demo',
    );
    expect(graphql.variablesOf('GamesList')).toEqual([{ groupID: 'NKG01', handle: '-demo', limit: 50 }]);
    expect(screen.getByRole('link', { name: 'Register to play for real' })).toHaveAttribute('href', '/en/register');
  });

  it('still links the tables by code when the list cannot be loaded', async () => {
    const graphql = createGamesGraphql({ GamesList: { errors: [{ message: 'down', extensions: { code: 9999 } }] } });
    renderGamesPage(<DemoPage />, { url: '/demo', path: '/demo', graphql, brand: { hideRegister: true } });
    const section = screen.getByRole('region', { name: 'โต๊ะทดลองเล่น' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/game/allbet-demo/allbet-demo',
      '/game/dream-demo/dream-demo',
      '/game/wm-demo/wm-demo',
      '/game/pretty-demo/pretty-demo',
    ]);
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิกเพื่อเล่นจริง' })).toBeNull();
  });
});

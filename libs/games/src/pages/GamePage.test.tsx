import { act, screen, waitFor, within } from '@testing-library/react';
import { apiRecovered } from '@lobby/api-client';
import { announceGameTicketsExpired } from '@lobby/util';
import { describe, expect, it } from 'vitest';
import { GamePage } from './GamePage';
import { createFakeServer, gqlCounts, memberSession } from '@lobby/testing';
import { createGamesGraphql, renderGamesPage, cachedCounts, gqlGame } from '../testing/renderGamesPage';
import { TICKET_EXPIRED_MESSAGE } from '../data/useLaunch';

const path = '/game/:id/:name?';
const LAUNCH = 'POST /api/v1/member/game/launch' as const;

describe('GamePage', () => {
  it('launches with client MB on mobile and the page language, full screen with a way back', async () => {
    const rest = createFakeServer();
    const graphql = createGamesGraphql({ AddRecent: { addRecent: gqlCounts(1, 9) } });
    const page = renderGamesPage(<GamePage />, {
      url: '/game/42/lucky-dragon',
      path,
      server: rest,
      graphql,
      session: memberSession,
      device: 'mobile',
    });
    expect(screen.getByRole('status')).toHaveTextContent('กำลังเปิดเกม กรุณารอสักครู่…');
    const frame = await screen.findByTitle('เกม lucky dragon');
    expect(rest.calls(LAUNCH)).toEqual([
      {
        method: 'POST',
        path: '/api/v1/member/game/launch',
        body: { client: 'MB', lang: 'th', gameID: '42' },
        params: {},
        authorization: 'Bearer access-demo01',
      },
    ]);
    expect(frame).toHaveAttribute('src', 'http://api.test/play/42?ticket=t&lang=th&client=MB');
    const region = screen.getByRole('region', { name: 'เกม lucky dragon' });
    expect(within(region).getByRole('link', { name: 'กลับสู่ล็อบบี้' })).toHaveAttribute('href', '/');
    // Launching adds the game to the member's recents; the sidebar counts come from the answer.
    await waitFor(() => expect(cachedCounts(page)).toEqual({ countFavourite: 1, countRecent: 9 }));
    expect(graphql.variablesOf('AddRecent')).toEqual([{ userID: 'id-demo01', gameID: '42' }]);
  });

  it('launches with client PC on desktop and lang en under /en, framed in the page', async () => {
    const rest = createFakeServer();
    renderGamesPage(<GamePage />, {
      url: '/en/game/42/lucky-dragon',
      path,
      server: rest,
      session: memberSession,
      device: 'desktop',
    });
    const frame = await screen.findByTitle('Game: lucky dragon');
    expect(rest.calls(LAUNCH)[0]?.body).toEqual({ client: 'PC', lang: 'en', gameID: '42' });
    expect(frame).toHaveAttribute('src', 'http://api.test/play/42?ticket=t&lang=en&client=PC');
    expect(screen.queryByRole('region', { name: 'Game: lucky dragon' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('heading', { level: 1, name: 'lucky dragon' })).toBeInTheDocument();
  });

  it('treats an iPad as PC', async () => {
    const rest = createFakeServer();
    renderGamesPage(<GamePage />, { url: '/game/7', path, server: rest, session: memberSession, device: 'ipad' });
    await screen.findByTitle('เกม 7');
    expect(rest.calls(LAUNCH)[0]?.body).toMatchObject({ client: 'PC', gameID: '7' });
  });

  it("shows the maintenance dialog with the server's message on code 99", async () => {
    const message = 'Lucky Dragon (PGSoft) ปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง';
    const rest = createFakeServer({ [LAUNCH]: { code: 99, message } });
    const { user, location } = renderGamesPage(<GamePage />, {
      url: '/game/42/lucky-dragon',
      path,
      server: rest,
      session: memberSession,
    });
    const dialog = await screen.findByRole('dialog', { name: 'เกมปิดปรับปรุง' });
    expect(dialog).toHaveTextContent(message);
    expect(screen.queryByText('กำลังเปิดเกม กรุณารอสักครู่…')).toBeNull();
    expect(screen.queryByTitle(/เกม/)).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'กลับสู่ล็อบบี้' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('stops loading with a message on any other code, and can retry', async () => {
    let answers = 0;
    const rest = createFakeServer({
      [LAUNCH]: () =>
        ++answers === 1
          ? { code: 8000, message: 'unknown game' }
          : { code: 0, message: 'success', result: 'http://api.test/play/x' },
    });
    const { user } = renderGamesPage(<GamePage />, {
      url: '/en/game/42/lucky-dragon',
      path,
      server: rest,
      session: memberSession,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data is incorrect');
    expect(screen.queryByText('Opening the game, please wait…')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Game: lucky dragon')).toHaveAttribute('src', 'http://api.test/play/x');
    expect(rest.calls(LAUNCH)).toHaveLength(2);
  });

  it("names the page after the game in the page's language, not after the address's slug", async () => {
    const graphql = createGamesGraphql({
      GameById: (variables) => ({
        game: gqlGame(0, { _id: String(variables.id), nameTh: 'มังกรนำโชค', nameEn: 'Lucky Dragon Deluxe' }),
      }),
    });
    const page = renderGamesPage(<GamePage />, {
      url: '/en/game/42/old-slug',
      path,
      graphql,
      session: memberSession,
      device: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Dragon Deluxe' })).toBeInTheDocument();
    await waitFor(() => expect(page.titleParam()).toBe('Lucky Dragon Deluxe'));
    expect(graphql.variablesOf('GameById')).toEqual([{ id: '42', userID: 'id-demo01' }]);
  });

  it('ends with the 404 for a game that does not exist, instead of a retry that cannot help', async () => {
    const graphql = createGamesGraphql({ GameById: { game: null } });
    renderGamesPage(<GamePage />, { url: '/game/999/nothing', path, graphql, session: memberSession });
    expect(await screen.findByTestId('route-error')).toHaveTextContent('404');
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).toBeNull();
    renderGamesPage(<GamePage />, { url: '/game/not-a-game', path, graphql, session: memberSession });
    expect((await screen.findAllByTestId('route-error')).at(-1)).toHaveTextContent('404');
  });

  it('refuses a game window that is not http(s)', async () => {
    const rest = createFakeServer({ [LAUNCH]: { code: 0, message: 'success', result: 'javascript:alert(1)' } });
    renderGamesPage(<GamePage />, { url: '/game/42/lucky-dragon', path, server: rest, session: memberSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('เปิดเกมไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });

  it('refuses a launch answer that breaks the contract (checked by hand, as its schema says)', async () => {
    // A window address fit to open, but no message: the contract's launch answer says the answer is broken.
    const rest = createFakeServer({ [LAUNCH]: { code: 0, result: 'http://api.test/play/42' } });
    renderGamesPage(<GamePage />, { url: '/game/42/lucky-dragon', path, server: rest, session: memberSession });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTitle('เกม lucky dragon')).toBeNull();
  });

  it('launches again by itself once the platform answers again after it could not be reached', async () => {
    const rest = createFakeServer();
    rest.setDown(true);
    const page = renderGamesPage(<GamePage />, {
      url: '/en/game/42/lucky-dragon',
      path,
      server: rest,
      session: memberSession,
      device: 'desktop',
    });
    // The outage screen stands in front of the page while the platform cannot be reached.
    await waitFor(() => expect(page.store.getState().apiStatus.failure).toMatchObject({ kind: 'network' }));
    expect(screen.queryByTitle('Game: lucky dragon')).toBeNull();
    rest.setDown(false);
    act(() => {
      page.store.dispatch(apiRecovered());
    });
    expect(await screen.findByTitle('Game: lucky dragon')).toHaveAttribute(
      'src',
      'http://api.test/play/42?ticket=t&lang=en&client=PC',
    );
    expect(rest.calls(LAUNCH)).toHaveLength(1);
  });

  it('launches a demo without a session (no token, no recents)', async () => {
    const rest = createFakeServer();
    const graphql = createGamesGraphql();
    const { location } = renderGamesPage(<GamePage />, {
      url: '/game/101/allbet-demo',
      path,
      server: rest,
      graphql,
      device: 'mobile',
    });
    await screen.findByTitle('เกม allbet demo');
    expect(rest.calls(LAUNCH)).toEqual([
      {
        method: 'POST',
        path: '/api/v1/member/game/launch',
        body: { client: 'MB', lang: 'th', gameID: '101' },
        params: {},
        authorization: undefined,
      },
    ]);
    expect(graphql.variablesOf('AddRecent')).toEqual([]);
    expect(location()).toBe('/game/101/allbet-demo');
  });

  it('sends a visitor to login with the return address when the game is not a demo', async () => {
    const rest = createFakeServer();
    const { location } = renderGamesPage(<GamePage />, { url: '/en/game/42/lucky-dragon', path, server: rest });
    await waitFor(() => expect(location()).toBe(`/en/login?url=${encodeURIComponent('/en/game/42/lucky-dragon')}`));
    expect(rest.calls(LAUNCH)).toEqual([]);
  });

  describe('a stale ticket (a password change kills the tickets launched before)', () => {
    /** A launch answer with a new ticket each time. */
    const ticketing = () => {
      let issued = 0;
      return createFakeServer({
        [LAUNCH]: () => ({ code: 0, message: 'success', result: `http://api.test/play/42?ticket=t${++issued}` }),
      });
    };
    /** What the game window posts to the page when its ticket died. */
    const windowSaysExpired = (origin = 'http://api.test') =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data: { type: TICKET_EXPIRED_MESSAGE } }));
      });
    /**
     * The page listens to a window once its effects have run, which can be after the frame is found: a real window
     * posts long after (it loads first), a test must wait for them or its message is lost (a CI run timed out so).
     */
    const listening = () => act(async () => undefined);

    it('launches again for a live ticket when the password changed (here or in another tab)', async () => {
      const rest = ticketing();
      renderGamesPage(<GamePage />, { url: '/en/game/42', path, server: rest, session: memberSession });
      const frame = await screen.findByTitle('Game: 42');
      expect(frame).toHaveAttribute('src', 'http://api.test/play/42?ticket=t1');
      act(() => announceGameTicketsExpired());
      await waitFor(() =>
        expect(screen.getByTitle('Game: 42')).toHaveAttribute('src', 'http://api.test/play/42?ticket=t2'),
      );
      expect(rest.calls(LAUNCH)).toHaveLength(2);
    });

    it('launches again when the window says its ticket died; offers a retry if the new one dies at once', async () => {
      const rest = ticketing();
      const { user } = renderGamesPage(<GamePage />, {
        url: '/en/game/42',
        path,
        server: rest,
        session: memberSession,
      });
      await screen.findByTitle('Game: 42');
      await listening();
      // Another site's window cannot make the page relaunch.
      windowSaysExpired('http://evil.test');
      expect(rest.calls(LAUNCH)).toHaveLength(1);
      windowSaysExpired();
      await waitFor(() =>
        expect(screen.getByTitle('Game: 42')).toHaveAttribute('src', 'http://api.test/play/42?ticket=t2'),
      );
      await listening();
      windowSaysExpired();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This game window has expired. Please open the game again.');
      expect(rest.calls(LAUNCH)).toHaveLength(2);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTitle('Game: 42')).toHaveAttribute('src', 'http://api.test/play/42?ticket=t3');
    });
  });
});

import { createFakeServer, fixtures, memberSession, type FakeRequest } from '@lobby/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardFixture, renderMemberPage, tournamentFixture } from '../testing';
import { SlotTournamentsPage, TournamentsPage } from './TournamentsPage';

const LIST = 'GET /api/v3/member/tournaments' as const;
const BOARD = 'GET /api/v3/member/tournament/board' as const;

const list = [
  tournamentFixture('ended'),
  tournamentFixture('coming'),
  tournamentFixture('active'),
  tournamentFixture('ended', { _id: '14', code: 'NKG01-casino-ended', type: 'casino', name: 'บาคาร่า' }),
];
const server = () =>
  createFakeServer({
    [LIST]: fixtures.ok({ result: list }),
    [BOARD]: (call: FakeRequest) =>
      fixtures.ok({
        result: boardFixture(
          list.find((t) => t.code === call.params.id)!,
          call.authorization ? 4 : 0,
        ),
      }),
  });

describe('tournaments', () => {
  it('on now, coming soon and ended: countdowns, prizes, a leaderboard with the member’s row', async () => {
    const api = server();
    renderMemberPage(<TournamentsPage />, {
      url: '/tournament',
      path: '/tournament',
      server: api,
      session: memberSession,
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['กำลังแข่งขัน', 'เร็ว ๆ นี้', 'จบแล้ว']);
    const cards = screen.getAllByTestId('tournament-card');
    expect(cards.map((c) => c.dataset.state)).toEqual(['active', 'coming', 'ended', 'ended']);
    const [active, coming, ended] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByRole('timer', { name: 'จบในอีก' })).toHaveTextContent(/^5 วัน/);
    expect(within(coming).getByRole('timer', { name: 'เริ่มในอีก' })).toBeInTheDocument();
    expect(within(ended).queryByRole('timer')).toBeNull();
    await waitFor(() => expect(within(active).getByTestId('leaderboard-me')).toHaveTextContent('de***01'));
    expect(within(active).getByTestId('leaderboard-me')).toHaveTextContent('คุณ');
    expect(within(coming).queryByRole('table')).toBeNull();
    expect(
      api
        .calls(BOARD)
        .map((c) => c.params.id)
        .sort(),
    ).toEqual(list.map((t) => t.code).sort());
  });

  it('slot-tournament shows the slot ones only; a visitor is asked to log in to see their rank', async () => {
    renderMemberPage(<SlotTournamentsPage />, {
      url: '/en/slot-tournament',
      path: '/slot-tournament',
      server: server(),
    });
    expect(await screen.findByRole('heading', { name: 'Slot tournaments', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('tournament-card')).toHaveLength(3));
    expect(screen.queryByText('บาคาร่า')).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Log in to see your rank')).toHaveLength(2));
    expect(screen.queryByTestId('leaderboard-me')).toBeNull();
  });
});

describe('the tournament pages before they hydrate', () => {
  it('prefetch exactly the list their first render asks for (one call), in the address language', async () => {
    for (const [Page, url] of [
      [TournamentsPage, '/tournament'],
      [SlotTournamentsPage, '/en/slot-tournament'],
    ] as const) {
      const api = server();
      const { store, locale } = renderMemberPage(<Page />, { url, path: url.replace('/en', ''), server: api });
      await waitFor(() => expect(api.calls(LIST)).toHaveLength(1));
      expect(api.calls(LIST)[0]!.params).toMatchObject({ lang: locale });
      expect(Page.prefetch).toBeTypeOf('function');
      Page.prefetch!({ dispatch: store.dispatch, url: new URL(url, 'http://site.test'), locale, groupId: 'NKG01' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls(LIST)).toHaveLength(1);
      cleanup();
    }
  });
});

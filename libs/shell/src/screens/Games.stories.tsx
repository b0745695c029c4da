import type { Meta, StoryObj } from '@storybook/react-vite';
import { gqlGames } from '@lobby/games/testing';
import { fixtures } from '@lobby/testing';
import { expect, within } from 'storybook/test';
import { renderScreen, screenServer } from '../testing/screenStory';

/** The game pages as whole screens: member lists, search, a game's launch page and the free demo. */
const meta = {
  title: 'screens/Games',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `listsPage` answer of `count` games (paged as the platform pages them). */
const gamesPage =
  (count: number, overrides: Parameters<typeof gqlGames>[1] = {}) =>
  (variables: Record<string, unknown>) => {
    const offset = Number(variables.offset ?? 0);
    const limit = Number(variables.limit ?? count);
    return {
      listsPage: {
        __typename: 'GamePage',
        total: count,
        items: gqlGames(Math.max(0, Math.min(limit, count - offset)), overrides, offset),
      },
    };
  };

const tiles = (canvasElement: HTMLElement) => within(canvasElement).findAllByTestId('game-tile', {}, { timeout: 8000 });

/** `/favourite`: the member's favourite games (the same page as /list/favourite), each with its heart filled. */
export const Favourite: Story = {
  render: renderScreen('/favourite', { member: true, graphql: { GamesPage: gamesPage(8, { favourite: true }) } }),
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toHaveLength(8);
  },
};

/** A member's list by its address (`/list/recent`): the games played last. */
export const MemberList: Story = {
  render: renderScreen('/list/recent', { member: true, graphql: { GamesPage: gamesPage(6, { recent: true }) } }),
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toHaveLength(6);
  },
};

/** `/search/{term}`: the results for the term with their count per game type and the sort menu. */
export const Search: Story = {
  render: renderScreen('/search/dragon', {
    graphql: {
      // The fixture games whose name is a dragon's (Dragon, มังกร).
      GamesPage: () => ({
        listsPage: {
          __typename: 'GamePage',
          total: 5,
          items: [0, 11, 22, 33, 44].flatMap((index) => gqlGames(1, {}, index)),
        },
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await tiles(canvasElement)).toHaveLength(5);
  },
};

const launchedGame = { _id: '42', nameEn: 'Lucky Dragon', nameTh: 'มังกรนำโชค' };

/**
 * A game's launch page (`/game/{id}/{name}`): the provider's window framed in the page on larger screens and over the
 * whole screen on phones. The fake server's ticket opens a stand-in game served with Storybook (story-fixtures/).
 */
export const GameLaunch: Story = {
  render: renderScreen('/game/42/lucky-dragon', {
    member: true,
    graphql: { GameById: () => ({ game: gqlGames(1, launchedGame)[0] }) },
    server: () => {
      const server = screenServer();
      server.on('POST /api/v1/member/game/launch', fixtures.ok({ result: './story-fixtures/game.html' }));
      return server;
    },
  }),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle(/Lucky Dragon|มังกรนำโชค/, {}, { timeout: 8000 });
    await expect(frame.tagName).toBe('IFRAME');
  },
};

/** `/demo`: the four demo tables and other demo games a visitor plays without an account. */
export const Demo: Story = {
  render: renderScreen('/demo', {
    graphql: {
      GamesList: () => ({
        lists: [
          ...(['allbet', 'dream', 'wm', 'pretty'] as const).flatMap((provider, i) =>
            gqlGames(1, {
              _id: String(100 + i),
              category: provider,
              type: 'casino',
              code: `${provider}-demo`,
              handle: `${provider}-demo`,
              nameEn: `${provider} Demo`,
              nameTh: `${provider} ทดลองเล่น`,
            }),
          ),
          ...[4, 5, 6, 7].flatMap((index) => gqlGames(1, { handle: `slot-demo-${index}` }, index)),
        ],
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible();
  },
};

import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@lobby/testing';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { withMemberContent } from '../testing/memberContent';
import { renderScreen, screenServer } from '../testing/screenStory';

/**
 * The member pages (libs/member) as whole screens: promotions and a promotion, the member's bonuses, tournaments,
 * VIP, help, events, the phone menu and one-time login links. The platform's answers are in the page's language.
 */
const meta = {
  title: 'screens/Member',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contentServer = () => withMemberContent(screenServer());
const wait = { timeout: 8000 };

/** Four promotions in four categories, the member's count and the way to their bonuses. */
export const Promotions: Story = {
  render: renderScreen('/promotions', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('promotion-card', {}, wait)).toHaveLength(4);
    await expect(canvas.getByTestId('promotions-count')).toHaveTextContent('4');
    // "All" and the four categories the brand has now.
    await expect(within(canvas.getByRole('navigation', { name: /หมวด|categor/i })).getAllByRole('link')).toHaveLength(
      5,
    );
    await expect(canvas.getByRole('link', { name: /โบนัสของฉัน|My bonuses/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/bonus$/),
    );
  },
};

/** `promotion?id=`: the daily deposit bonus with its terms, and the member's way to claim it. */
export const Promotion: Story = {
  render: renderScreen('/promotion?id=NKG01-daily', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /10%/ }, wait)).toBeVisible();
    await expect(canvas.getByTestId('promotion-terms')).toHaveTextContent(/5/);
    await expect(canvas.getByTestId('promotion-claim')).toBeEnabled();
  },
};

/** `bonus`: one bonus waiting for its deposit (it can be cancelled), one under way, one completed. */
export const Bonus: Story = {
  render: renderScreen('/bonus', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByTestId('bonus-card', {}, wait);
    await expect(cards.map((card) => card.dataset.state)).toEqual(['pending', 'active', 'completed']);
    await expect(within(cards[0]!).getByRole('button')).toBeEnabled();
    await expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('value', '2500');
  },
};

const boardsLoaded = async (canvasElement: HTMLElement, states: string[]) => {
  const cards = await within(canvasElement).findAllByTestId('tournament-card', {}, wait);
  await expect(cards.map((card) => card.dataset.state)).toEqual(states);
  // Every board drawn (no placeholders left): the member is third in the running one.
  await waitFor(() => expect(within(cards[0]!).getByTestId('leaderboard-me')).toHaveTextContent('de***01'), wait);
  return cards;
};

/** `tournament`: one on now (the member third, the countdown to its end), one coming, one ended. */
export const Tournament: Story = {
  render: renderScreen('/tournament', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const cards = await boardsLoaded(canvasElement, ['active', 'coming', 'ended']);
    await expect(within(cards[0]!).getByRole('timer')).toBeVisible();
  },
};

/** `slot-tournament`: the same page with the slot tournaments only (no picture: Tournament shows the page). */
export const SlotTournament: Story = {
  tags: ['no-visual'],
  render: renderScreen('/slot-tournament', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    await boardsLoaded(canvasElement, ['active', 'ended']);
  },
};

/** `vip`: the member's tier (gold, marked among the four) and how members are invited. */
export const Vip: Story = {
  render: renderScreen('/vip', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('vip-mine')).toHaveTextContent(/ทอง|Gold/), wait);
    const tiers = canvas.getAllByTestId('vip-tier');
    await expect(tiers.map((tier) => tier.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
  },
};

/** `help`: the questions in the page's language, the search, and the brand's LINE (a visitor's view). */
export const Help: Story = {
  render: renderScreen('/help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('faq-item', {}, wait)).length).toBeGreaterThan(3);
    await expect(canvas.getByTestId('faq-search')).toBeInTheDocument();
    await expect(canvas.getByTestId('help-line')).toHaveAttribute('href', expect.stringContaining('line.me'));
  },
};

/** `event`: the brand's event on now, then the one coming, each with its dates and its page. */
export const Event: Story = {
  render: renderScreen('/event', { member: true, server: contentServer }),
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByTestId('event-card', {}, wait);
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/tournament$/));
  },
};

/** `menu`: the phone's menu page, every sidebar link and the member pages the sidebar does not list. */
export const Menu: Story = {
  tags: ['phone-only'],
  render: renderScreen('/menu', { member: true, device: 'mobile' }),
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('menu-page', {}, wait);
    await expect(within(page).getAllByRole('navigation')).toHaveLength(4);
    await expect(within(page).getByTestId('menu-bonus')).toHaveAttribute('href', expect.stringMatching(/\/bonus$/));
  },
};

/** A one-time login link's token (32–64 letters, digits, _ and -). */
const linkToken = (name: string) => `${name}-${'0'.repeat(40)}`.slice(0, 40);

/** The platform's answer to a login link: the used one is refused (6000, used), any other signs demo01 in. */
const loginLinkServer = () => {
  const server = screenServer();
  server.on('POST /api/v1/member/login-url', (call) =>
    call.body.token === linkToken('used')
      ? fixtures.code(6000, 'link used', { result: { reason: 'used' } })
      : fixtures.loginAnswer(),
  );
  return server;
};

/** `loginUrl` with a link opened before: the page says so and offers the login page and the brand's LINE. */
export const LoginLinkUsed: Story = {
  render: renderScreen(`/loginUrl?token=${linkToken('used')}`, { server: loginLinkServer }),
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('login-url-page', {}, wait);
    await waitFor(() => expect(page.querySelector('[data-outcome="used"]')).not.toBeNull(), wait);
    await expect(within(page).getByTestId('login-url-login')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login$/),
    );
  },
};

// A link works once (the page keeps each token's outcome): every mount opens a link of its own.
let linksOpened = 0;

function GoodLoginLink({ globals }: Pick<StoryContext, 'globals'>) {
  const [url] = useState(() => `/loginUrl?token=${linkToken(`good${String((linksOpened += 1))}`)}`);
  return renderScreen(url, { server: loginLinkServer })(undefined, { globals });
}

/**
 * `loginUrl` with a good link: the member is signed in and lands on the home page (no picture: the Home screens show
 * the member's home page).
 */
export const LoginLinkGood: Story = {
  tags: ['no-visual'],
  render: (_args, { globals }) => <GoodLoginLink globals={globals} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByTestId('login-url-page')).toBeNull(), wait);
    await expect(await canvas.findByTestId('member-balance', {}, wait)).toHaveTextContent('demo01');
  },
};

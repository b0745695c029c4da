import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { protectionStateFixture } from '@lobby/protection/testing';
import { fixtures } from '@lobby/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderScreen, screenServer } from '../testing/screenStory';

/**
 * Player protection (libs/protection) as whole screens: the responsible-gaming centre with a member's tools,
 * withdrawing during a break, and the brand's terms and privacy policy.
 */
const meta = {
  title: 'screens/Protection',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };

/**
 * `responsible-gaming`: the helpline, then the member's deposit limits (a raise waiting), reminders and a break; below
 * them the brand's own advice (its legal/responsible-gaming.json).
 */
export const ResponsibleGaming: Story = {
  beforeEach: serveLegalDocuments,
  render: renderScreen('/responsible-gaming', {
    member: true,
    server: () => {
      const server = screenServer();
      server.on('POST /api/v1/member/protection/state', fixtures.ok({ result: protectionStateFixture() }));
      return server;
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const limits = await canvas.findByTestId('rg-limits', {}, wait);
    await expect(within(limits).getByTestId('limit-day')).toHaveValue('1000');
    await expect(canvas.getByTestId('rg-break')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /1323/ })).toHaveAttribute('href', 'tel:1323');
    const advice = legalFile(globals.brand, 'responsible-gaming')![globals.locale === 'en' ? 'en' : 'th'];
    const text = await canvas.findByTestId('rg-advice', {}, wait);
    await expect(within(text).getByRole('heading', { level: 2 })).toHaveTextContent(advice.title);
  },
};

/** What the platform knows of a member on a week's time-out, once their password is proved. */
const onBreak = {
  pass: 'pass-token',
  expires_at: '2026-11-24T05:15:00.000Z',
  username: 'demo01',
  break: { kind: 'timeout', until: '2026-11-30T05:00:00.000Z', since: '2026-11-23T05:00:00.000Z' },
  balance: 1500,
  account: { bank_id: 'kbank', bank_no: 'xxx-x-xx789-0' },
  min: 300,
  max: 999999,
};

/**
 * `responsible-gaming/withdraw`: a member on a break (who cannot log in) proves the password and sees the balance,
 * the end of the break and the bank account the money goes to.
 */
export const BreakWithdraw: Story = {
  render: renderScreen('/responsible-gaming/withdraw', {
    server: () => {
      const server = screenServer();
      server.on('POST /api/v1/protection/withdraw-pass', fixtures.ok({ result: onBreak }));
      return server;
    },
  }),
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('break-withdraw-page', {}, wait);
    await userEvent.type(page.querySelector<HTMLInputElement>('input[name="username"]')!, 'demo01');
    await userEvent.type(page.querySelector<HTMLInputElement>('input[name="password"]')!, 'demo1234');
    await userEvent.click(within(page).getByTestId('break-pass-submit'));
    await expect(await within(page).findByTestId('break-balance', {}, wait)).toHaveTextContent('1,500.00');
    await expect(within(page).getByTestId('break-until')).toHaveTextContent(/2569|2026/);
  },
};

/** The brands' documents as their sites serve them (apps/<brand>/public/legal/<doc>.json). */
const legalFiles = import.meta.glob<{ th: { title: string }; en: { title: string } }>(
  '../../../../apps/*/public/legal/*.json',
  { eager: true, import: 'default' },
);
const legalFile = (brand: unknown, doc: string) =>
  legalFiles[`../../../../apps/${typeof brand === 'string' ? brand : 'nakhon-gold'}/public/legal/${doc}.json`];

/** The page fetches `/legal/<doc>.json` from its own site: here the toolbar brand's file answers it. */
function serveLegalDocuments({ globals }: StoryContext) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const doc = /\/legal\/([\w-]+)\.json$/.exec(new URL(url, 'http://site.invalid').pathname)?.[1];
    if (!doc) return realFetch(input, init);
    const file = legalFile(globals.brand, doc);
    return file
      ? new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } })
      : new Response('not found', { status: 404 });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

/** The document's title in the page's language, as the brand wrote it. */
const showsDocument = async (canvasElement: HTMLElement, globals: StoryContext['globals'], doc: string) => {
  const title = legalFile(globals.brand, doc)![globals.locale === 'en' ? 'en' : 'th'].title;
  const article = await within(canvasElement).findByTestId(`legal-${doc}`, {}, wait);
  await waitFor(() => expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(title), wait);
};

/** `terms`: the brand's terms and conditions, its sections as the brand wrote them. */
export const Terms: Story = {
  beforeEach: serveLegalDocuments,
  render: renderScreen('/terms'),
  play: async ({ canvasElement, globals }) => {
    await showsDocument(canvasElement, globals, 'terms');
  },
};

/** `privacy`: the brand's privacy policy (no picture: the Terms screen shows the same page with its text). */
export const Privacy: Story = {
  tags: ['no-visual'],
  beforeEach: serveLegalDocuments,
  render: renderScreen('/privacy'),
  play: async ({ canvasElement, globals }) => {
    await showsDocument(canvasElement, globals, 'privacy');
  },
};

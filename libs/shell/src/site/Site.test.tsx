import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '@lobby/testing';
import { renderSite } from './testing';

// The first render waits for a lazy page chunk (and Apollo for the lobby); give a loaded machine time.
configure({ asyncUtilTimeout: 8000 });

/** The platform answering its root probe (MaintenanceWatcher): the page read for its links is not behind an outage. */
const online = () => ({ server: createFakeServer({ 'GET /': () => ({ code: 1, message: 'online' }) }) });

describe('the site shell', () => {
  it('renders home in Thai with the index header, sidebar groups and footer', async () => {
    renderSite('/');
    const sidebar = await screen.findByTestId('sidebar');
    expect(document.querySelector('header[data-header="index"]')).not.toBeNull();
    expect(within(sidebar).getByRole('region', { name: 'ทั่วไป' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('region', { name: 'เกม' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('region', { name: 'สมาชิก' })).toBeNull();
    expect(screen.getByTestId('contact-line')).toHaveAttribute('href', 'https://line.me/R/ti/p/@test');
    expect(screen.queryByTestId('contact-telegram')).toBeNull();
    await waitFor(() => expect(document.title).toBe('หน้าแรก | เทสต์แบรนด์'));
    // The footer's table games open lists of just those tables.
    const footer = within(screen.getByTestId('footer'));
    expect(footer.getByRole('link', { name: 'รูเล็ต' })).toHaveAttribute('href', '/list/roulette');
    expect(footer.getByRole('link', { name: 'บาคาร่าสด' })).toHaveAttribute('href', '/list/baccarat');
    expect(footer.getByRole('link', { name: 'แบล็คแจ็ค' })).toHaveAttribute('href', '/list/blackjack');
  });

  it('renders English under /en and the language links keep the page', async () => {
    renderSite('/en/help?x=1');
    // The help page (libs/member) with its strings, in English.
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('language-th')).toHaveAttribute('href', '/help?x=1');
    expect(screen.getByTestId('language-en')).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(document.title).toBe('Help centre | Test Brand'));
    expect(within(screen.getByTestId('footer')).getByRole('link', { name: 'Roulette' })).toHaveAttribute(
      'href',
      '/en/list/roulette',
    );
  });

  it('hides register when the brand says so and offers its partner link', async () => {
    renderSite('/', { brand: { hideRegister: true, defaultAffiliateLink: 'https://partner.example/join' } });
    await screen.findByTestId('sidebar');
    expect(screen.queryByTestId('register-button')).toBeNull();
    expect(screen.getAllByTestId('partner-join')[0]).toHaveAttribute('href', 'https://partner.example/join');
  });

  it('hides the affiliate links when the brand says so', async () => {
    renderSite('/', {
      brand: { hideAffiliate: true },
      session: { accessToken: 't', userId: 'u1', username: 'demo01' },
    });
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).getByRole('region', { name: 'สมาชิก' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'แนะนำเพื่อน' })).toBeNull();
    expect(within(screen.getByTestId('footer')).queryByRole('link', { name: 'แนะนำเพื่อน' })).toBeNull();
  });

  it('shows the member state: balance area, member menu, no login buttons', async () => {
    renderSite('/', { session: { accessToken: 't', userId: 'u1', username: 'demo01' } });
    expect(await screen.findByTestId('member-balance')).toHaveTextContent('demo01');
    expect(screen.queryByTestId('login-button')).toBeNull();
    expect(screen.getByTestId('member-card')).toHaveTextContent('สวัสดี demo01');
  });

  it('opens the money drawer over the page from ?sideDeposit, with its strings loaded with it', async () => {
    const member = { accessToken: 't', userId: 'u1', username: 'demo01' };
    renderSite('/en/help?sideDeposit=true&arr=2', { session: member, server: createFakeServer() });
    const drawer = await screen.findByRole('dialog', { name: 'Deposit / Withdraw' });
    expect(within(drawer).getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('serves the deposit page in Thai, its strings loaded with its chunk', async () => {
    const member = { accessToken: 't', userId: 'u1', username: 'demo01' };
    renderSite('/deposit', { session: member, server: createFakeServer(), device: 'mobile' });
    expect(await screen.findByRole('tab', { name: 'ฝากเงิน' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts a closed site behind a modal that cannot be dismissed', async () => {
    renderSite('/', { brand: { closedSite: true } });
    const dialog = await screen.findByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /ปิด/ })).toBeNull();
  });

  it('toggles the sidebar from the header', async () => {
    renderSite('/');
    const toggle = await screen.findByTestId('sidebar-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
  });

  it('shows the 404 page for unknown paths, in the right language', async () => {
    renderSite('/en/nowhere', online());
    expect(await screen.findByTestId('not-found')).toHaveTextContent('This page could not be found');
    expect(within(screen.getByTestId('not-found')).getByRole('link')).toHaveAttribute('href', '/en');
  });

  it('says 404 in Thai on a Thai address', async () => {
    renderSite('/nowhere', online());
    expect(await screen.findByTestId('not-found')).toHaveTextContent('ไม่พบหน้าที่คุณต้องการ');
    expect(screen.getByTestId('not-found')).not.toHaveTextContent(/not found/i);
  });

  it('sends /favourite to the favourites list, and visitors home', async () => {
    const member = renderSite('/en/favourite', { session: { accessToken: 't', userId: 'u1', username: 'demo01' } });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/en/list/favourite'));
    member.unmount();
    const visitor = renderSite('/favourite');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/'));
  });

  it('runs the guards before a page renders', async () => {
    const { router } = renderSite('/en/withdraw');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/login?url=%2Fen%2Fwithdraw'),
    );
  });

  it('sends anyone home from the affiliate pages of a brand without them, visitors without a login', async () => {
    const visitor = renderSite('/en/affiliate/history', { brand: { hideAffiliate: true } });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/en'));
    expect(visitor.router.state.location.search).toBe('');
    visitor.unmount();
    const member = renderSite('/affiliate', {
      brand: { hideAffiliate: true },
      session: { accessToken: 't', userId: 'u1', username: 'demo01' },
    });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/'));
    member.unmount();
    // With the programme, a visitor is asked to log in first.
    const other = renderSite('/affiliate');
    await waitFor(() =>
      expect(`${other.router.state.location.pathname}${other.router.state.location.search}`).toBe(
        '/login?url=%2Faffiliate',
      ),
    );
  });

  it('shows the header search on desktop: a short term says so, 3 clean characters search', async () => {
    const { router } = renderSite('/list/slot');
    const box = await screen.findByPlaceholderText('ค้นหาเกม ค่าย หรือประเภท');
    await userEvent.type(box, 'ab<{Enter}');
    expect(router.state.location.pathname).toBe('/list/slot');
    expect(await screen.findByText('พิมพ์อย่างน้อย 3 ตัวอักษรเพื่อค้นหา')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('พิมพ์อย่างน้อย 3 ตัวอักษรเพื่อค้นหา');
    await userEvent.type(box, 'c{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/abc'));
  });

  it('gives phones a way to search from the home page', async () => {
    renderSite('/', { device: 'mobile' });
    const link = await screen.findByTestId('header-search-link');
    expect(link.querySelector('a')).toHaveAttribute('href', '/search');
  });

  it('lets the keyboard skip to the page: the first Tab stop is the skip link, which moves focus to main', async () => {
    renderSite('/en/login', { server: createFakeServer() });
    await screen.findByLabelText('Username');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('keeps the menu on a chosen password change, hides it on a forced one (spec §2)', async () => {
    const member = { accessToken: 't', userId: 'u1', username: 'demo01' };
    const chosen = renderSite('/en/resetPassword', { session: member, server: createFakeServer() });
    expect(await screen.findByTestId('sidebar-toggle')).toBeInTheDocument();
    chosen.unmount();
    document.cookie = 'forgot=1; path=/';
    renderSite('/en/resetPassword', { session: member, server: createFakeServer() });
    await screen.findByLabelText('Current password');
    expect(screen.queryByTestId('sidebar-toggle')).toBeNull();
    document.cookie = 'forgot=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('matches addresses case-sensitively, as the server does: /EN/ is the 404, not the English home', async () => {
    renderSite('/EN/');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

import { selectAuthenticated } from '@lobby/auth-guards';
import { rememberedLocale } from '@lobby/i18n';
import { memberSession } from '@lobby/testing';
import { accountMenu, gamesMenu, generalMenu, memberMenu } from '@lobby/util';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../testing';
import { MenuPage } from './MenuPage';

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('phone menu page', () => {
  it('holds every sidebar link, and the member pages the sidebar does not list', () => {
    renderMemberPage(<MenuPage />, {
      url: '/menu',
      path: '/menu',
      session: memberSession,
      device: 'mobile',
      brand: {
        social: { line: 'https://line.me/R/ti/p/@brand' },
        support: { title: { th: 'ทีมงานพร้อมช่วย', en: 'Our team can help' }, body: { th: 'ทุกวัน', en: 'Daily' } },
      },
    });
    // The sidebar's groups and words are the shell's (shell:sidebar.*), which the site always has loaded.
    expect(screen.getAllByRole('navigation')).toHaveLength(4);
    // Every sidebar link (the one menu data, libs/util): its groups, then the member card's lists and password …
    const sidebar = [...generalMenu, ...gamesMenu, ...memberMenu, ...accountMenu].map((item) => item.path);
    expect(sidebar).toEqual(expect.arrayContaining(['/list/favourite', '/list/recent', '/resetPassword']));
    // … the member pages the sidebar does not list, the language switch (same page) and the brand's LINE.
    expect(hrefs()).toEqual([
      ...sidebar,
      '/event',
      '/slot-tournament',
      '/bonus',
      '/profile',
      '/menu',
      '/en/menu',
      'https://line.me/R/ti/p/@brand',
    ]);
    expect(screen.getByRole('link', { name: 'โบนัสของฉัน' })).toHaveAttribute('href', '/bonus');
    const languages = within(screen.getByRole('region', { name: 'sidebar.language' }));
    expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
    expect(languages.getByRole('link', { name: 'ภาษาไทย' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('menu-support')).toHaveTextContent('ทีมงานพร้อมช่วยทุกวัน');
  });

  it('a member logs out from it and lands on the home page as a visitor', async () => {
    const page = renderMemberPage(<MenuPage />, { url: '/menu', path: '/menu', session: memberSession });
    expect(screen.queryByTestId('menu-login')).toBeNull();
    await page.user.click(screen.getByTestId('menu-logout'));
    await waitFor(() => expect(page.location()).toBe('/'));
    expect(selectAuthenticated(page.store.getState())).toBe(false);
  });

  it('the language switch keeps the page and remembers the choice', async () => {
    const page = renderMemberPage(<MenuPage />, { url: '/menu?x=1', path: '/menu' });
    await page.user.click(screen.getByTestId('menu-language-en'));
    // Another language is another page of the site; here the catch-all route lands it.
    expect(page.location()).toBe('/en/menu?x=1');
    expect(rememberedLocale()).toBe('en');
  });

  it('a visitor gets log in and register instead of the member links; a brand’s hidden parts stay hidden', () => {
    renderMemberPage(<MenuPage />, {
      url: '/en/menu',
      path: '/menu',
      brand: { hideAffiliate: true, hideRegister: true, social: {} },
    });
    expect(hrefs()).not.toContain('/en/deposit');
    expect(hrefs()).toContain('/en/login');
    expect(hrefs()).not.toContain('/en/register');
    expect(hrefs()).not.toContain('/en/affiliate');
    expect(hrefs()).not.toContain('/en/list/favourite');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/en/event');
    // No LINE configured: no support link.
    expect(screen.queryByTestId('menu-support')).toBeNull();
    expect(screen.queryByTestId('menu-logout')).toBeNull();
  });

  it('on a desktop the money links open the drawers over the page', () => {
    renderMemberPage(<MenuPage />, { url: '/menu', path: '/menu', session: memberSession, device: 'desktop' });
    expect(screen.getByTestId('menu-deposit')).toHaveAttribute('href', '/menu?sideDeposit=true&tab=deposit-tab');
    expect(screen.getByTestId('menu-history')).toHaveAttribute('href', '/menu?sideHistory=true');
  });
});

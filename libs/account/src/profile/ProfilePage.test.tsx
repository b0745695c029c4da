import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, memberSession } from '@lobby/testing';
import { selectSession } from '@lobby/auth-guards';
import { renderAccountPage } from '../testing';
import { ProfilePage } from './ProfilePage';

describe('ProfilePage', () => {
  it('shows username, balance, the bank with its masked number grouped 3-1-5-n, names, the LINE button', async () => {
    renderAccountPage(<ProfilePage />, { url: '/profile', path: '/profile', session: memberSession });
    expect(await screen.findByText('กสิกรไทย')).toBeInTheDocument();
    expect(screen.getByTestId('profile-bank-no')).toHaveTextContent('xxx-x-xx789-0');
    expect(screen.getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(screen.getByText('demo01')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-balance')).toHaveTextContent('1,234.50 บาท'));
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
  });

  it('links to deposit, withdraw, history and change password in the page language', async () => {
    renderAccountPage(<ProfilePage />, { url: '/en/profile', path: '/profile', session: memberSession });
    const nav = screen.getByRole('navigation', { name: 'Profile' });
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en/deposit');
    expect(within(nav).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/en/withdraw');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/en/history');
    expect(within(nav).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/en/resetPassword');
    expect(await screen.findByText('Kasikorn Bank')).toBeInTheDocument();
  });

  it('logs out (server told, session cleared) and goes home', async () => {
    const server = createFakeServer();
    const page = renderAccountPage(<ProfilePage />, {
      url: '/en/profile',
      path: '/profile',
      server,
      session: memberSession,
    });
    await page.user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(page.location()).toBe('/en'));
    expect(server.calls('POST /api/v1/member/logout')).toHaveLength(1);
    expect(selectSession(page.store.getState()).accessToken).toBeNull();
  });
});

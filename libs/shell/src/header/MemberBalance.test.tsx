import { screen, waitFor } from '@testing-library/react';
import { createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../site/testing';

describe('MemberBalance around games', () => {
  it('keeps the last balance on a game page without asking, and asks again on leaving the game', async () => {
    let balance = 4704;
    const server = createFakeServer({
      'POST /api/v1/member/credit': () => fixtures.ok({ result: { balance, currency: 'THB' } }),
    });
    const { router } = renderSite('/en', { session: memberSession, server });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('4,704.00'));
    const asked = server.calls('POST /api/v1/member/credit').length;

    await router.navigate('/en/game/42/lucky-dragon');
    await waitFor(() => expect(screen.getByTestId('header')).toHaveAttribute('data-header', 'named'));
    expect(screen.getByTestId('balance')).toHaveTextContent('4,704.00');
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).toBeNull();
    expect(server.calls('POST /api/v1/member/credit')).toHaveLength(asked);

    balance = 4708;
    await router.navigate('/en');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('4,708.00'));
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  });

  it('asks once on a game page opened from its address, where no balance is known yet, and shows it', async () => {
    const server = createFakeServer({
      'POST /api/v1/member/credit': () => fixtures.ok({ result: { balance: 1250, currency: 'THB' } }),
    });
    renderSite('/en/game/42/lucky-dragon', { session: memberSession, server });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,250.00'));
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).toBeNull();
    expect(server.calls('POST /api/v1/member/credit')).toHaveLength(1);
  });
});

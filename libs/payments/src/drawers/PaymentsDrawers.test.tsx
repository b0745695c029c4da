import { createFakeServer, memberSession } from '@lobby/testing';
import { requestedDrawer, readCookie } from '@lobby/util';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileWith, renderPaymentsPage, withdrawStateAnswer } from '../testing';
import { PaymentsDrawers } from './PaymentsDrawers';

/** As the shell's TransferDrawersSlot places the drawers: only while the address asks for one. */
function Slot() {
  const [query] = useSearchParams();
  return requestedDrawer(query) ? <PaymentsDrawers /> : <p data-testid="page">page</p>;
}

function setup(url: string, cookies: Record<string, string> = {}) {
  const server = createFakeServer({
    'POST /api/v1/member/data/profile': profileWith(),
    'GET /api/v1/member/getMinWithdraw': withdrawStateAnswer(),
  });
  return renderPaymentsPage(<Slot />, { url, path: '/', server, session: memberSession, device: 'desktop', cookies });
}

const drawer = () => screen.findByRole('dialog', { name: 'ฝาก / ถอน' });
const selectedTab = async () =>
  within(await drawer())
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
/** The USDT tab is enabled once the profile has come, so the selected tab is read when the panel has settled. */
const expectTab = (label: string) => waitFor(async () => expect(await selectedTab()).toBe(label));

describe('the transfer drawer remembers its tab (spec §2)', () => {
  it.each([
    ['?arr=2', 'ถอนเงิน', 'withdraw-tab'],
    ['?tab=withdraw-tab', 'ถอนเงิน', 'withdraw-tab'],
    ['?tab=deposit-usdt-tab', 'ฝากเหรียญ (USDT)', 'deposit-usdt-tab'],
    ['?arr=1', 'ฝากเหรียญ (USDT)', 'deposit-usdt-tab'],
  ])('opened with %s and closed, it reopens on that tab', async (flag, label, id) => {
    const { user, router } = setup(`/?sideDeposit=true&${flag.slice(1)}`);
    await expectTab(label);
    expect(readCookie('transferPage')).toBe(id);
    await user.click(within(await drawer()).getByRole('button', { name: 'ปิด' }));
    expect(await screen.findByTestId('page')).toBeInTheDocument();
    await act(() => router.navigate('/?sideDeposit=true'));
    await expectTab(label);
  });

  it('a tab the member clicks is the one it reopens on', async () => {
    const { user, router } = setup('/?sideDeposit=true');
    await expectTab('ฝากเงิน');
    await user.click(within(await drawer()).getByRole('tab', { name: 'ถอนเงิน' }));
    await expectTab('ถอนเงิน');
    await user.click(within(await drawer()).getByRole('button', { name: 'ปิด' }));
    await screen.findByTestId('page');
    await act(() => router.navigate('/?sideDeposit=true'));
    await expectTab('ถอนเงิน');
  });

  it('the header plus asks for Deposit by name: it opens Deposit, which is then the tab remembered', async () => {
    const { user, router } = setup('/?sideDeposit=true&tab=deposit-tab', { transferPage: 'withdraw-tab' });
    await expectTab('ฝากเงิน');
    await user.click(within(await drawer()).getByRole('button', { name: 'ปิด' }));
    await screen.findByTestId('page');
    await act(() => router.navigate('/?sideDeposit=true'));
    await expectTab('ฝากเงิน');
  });

  it('without tab or arr it opens on the remembered tab', async () => {
    setup('/?sideDeposit=true', { transferPage: 'withdraw-tab' });
    await expectTab('ถอนเงิน');
  });

  it('the history flag opens the history drawer and leaves the remembered tab alone', async () => {
    setup('/?sideHistory=true', { transferPage: 'deposit-usdt-tab' });
    expect(await screen.findByRole('dialog', { name: /ประวัติ/ })).toBeInTheDocument();
    expect(readCookie('transferPage')).toBe('deposit-usdt-tab');
  });
});

import { createFakeServer, fixtures, memberSession, type FakeAnswer } from '@lobby/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryPage } from '../pages/HistoryPage';
import { renderPaymentsPage } from '../testing';

const HISTORY = 'POST /api/v1/member/data/dataHistory' as const;
const start = Date.parse('2026-11-24T05:00:00Z') / 1000;

/** 25 entries, one an hour back from `start`, newest first, as the server pages them. */
const entries = Array.from({ length: 25 }, (_, i) => ({
  id: `h${i}`,
  time: start - i * 3600,
  type: i % 3 === 0 ? 'withdraw' : 'deposit',
  amount: 100 + i,
  currency: 'baht',
  status: i % 2,
  note: i === 1 ? 'เติมเงินล่วงหน้า QR พร้อมเพย์' : '',
}));

function setup(
  answer: (limit: number) => FakeAnswer | Promise<FakeAnswer> = (limit) =>
    fixtures.ok({ result: { list: entries.slice(0, limit) } }),
) {
  const server = createFakeServer({ [HISTORY]: (call) => answer(Number(call.body.limit)) });
  return renderPaymentsPage(<HistoryPage />, { url: '/history', path: '/history', server, session: memberSession });
}

describe('history panel', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first 10 by date; load more adds 10 after 500 ms, up to 20', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server } = setup();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));
    expect(screen.getByRole('heading', { name: '24 พฤศจิกายน 2569' })).toBeInTheDocument();
    expect(screen.getAllByTestId('history-row')[0]).toHaveTextContent('-100.00 บาท');
    expect(screen.getAllByTestId('history-row')[0]).toHaveTextContent('12:00 น.');
    expect(screen.getAllByTestId('history-row')[1]).toHaveTextContent('QR พร้อมเพย์');
    expect(screen.getAllByTestId('history-row')[1]).not.toHaveTextContent('เติมเงินล่วงหน้า');
    await user.click(screen.getByTestId('history-more'));
    expect(screen.getByTestId('history-more')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(server.calls(HISTORY)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(20));
    expect(server.calls(HISTORY).map((c) => c.body.limit)).toEqual([10, 20]);
    expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
  });

  it('the button stays disabled until the next page has come, and a second tap asks nothing more', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, server } = setup(async (limit) => {
      if (limit > 10) await held;
      return fixtures.ok({ result: { list: entries.slice(0, limit) } });
    });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));
    await user.click(screen.getByTestId('history-more'));
    await user.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(server.calls(HISTORY)).toHaveLength(2));
    expect(screen.getByTestId('history-more')).toBeDisabled();
    expect(screen.getAllByTestId('history-row')).toHaveLength(10);
    release();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(20));
    expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
    expect(server.calls(HISTORY)).toHaveLength(2);
  });

  it('fewer than 10 entries: all of them, no load more', async () => {
    setup(() => fixtures.ok({ result: { list: entries.slice(0, 4) } }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
    expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
  });

  it('a type the site has no word for is shown as it came; a missing currency is baht', async () => {
    const { currency: _currency, ...noCurrency } = entries[2]!;
    setup(() => fixtures.ok({ result: { list: [{ ...entries[1]!, type: 'โบนัสพิเศษ' }, noCurrency] } }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    const [bonus, deposit] = screen.getAllByTestId('history-row');
    expect(bonus).toHaveTextContent('โบนัสพิเศษ');
    expect(bonus).toHaveTextContent('101.00 บาท');
    expect(deposit).toHaveTextContent('ฝากเงิน');
    expect(deposit).toHaveTextContent('102.00 บาท');
  });

  it('shows skeleton entries while the first page loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    setup(async (limit) => {
      await held;
      return fixtures.ok({ result: { list: entries.slice(0, limit) } });
    });
    expect(await screen.findByTestId('history-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('history-empty')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));
    expect(screen.queryByTestId('history-loading')).not.toBeInTheDocument();
  });

  it('status by word and colour: done and in progress', async () => {
    setup();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));
    const [first, second] = screen.getAllByTestId('history-row');
    expect(first).toHaveAttribute('data-status', 'pending');
    expect(first).toHaveTextContent('กำลังดำเนินการ');
    expect(second).toHaveTextContent('สำเร็จ');
  });

  it('no entries: the not-found text, and no load more', async () => {
    setup(() => fixtures.ok({ result: { list: [] } }));
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('ไม่พบรายการ');
    expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
  });

  it('a failed fetch is only logged: the not-found text, no error screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = setup(() => ({ code: 9999, message: 'boom' }));
    expect(await screen.findByTestId('history-empty')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(store.getState().apiStatus).toMatchObject({ failure: null });
  });

  it('reads in English under /en', async () => {
    const server = createFakeServer({ [HISTORY]: fixtures.ok({ result: { list: entries.slice(0, 3) } }) });
    renderPaymentsPage(<HistoryPage />, { url: '/en/history', path: '/history', server, session: memberSession });
    expect(await screen.findByRole('heading', { name: '24 November 2026' })).toBeInTheDocument();
    expect(screen.getAllByTestId('history-row')[0]).toHaveTextContent('Withdraw');
    expect(screen.getAllByTestId('history-row')[0]).toHaveTextContent('-฿100.00');
  });
});

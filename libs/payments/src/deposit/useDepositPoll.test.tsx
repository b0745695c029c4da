import { createFakeServer, memberSession } from '@lobby/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositQr } from '../paymentsApi';
import { pollAnswer, qrAnswer, renderPaymentsPage } from '../testing';
import { tick } from './testing';
import { useDepositPoll, type DepositOutcome } from './useDepositPoll';

const QR = 'POST /api/v1/member/payment/qr' as const;

/** A QR step that can be left and shown again (Back and Forward through the panel's steps). */
function Probe({ qr, onOutcome }: { qr: DepositQr; onOutcome: (outcome: DepositOutcome) => void }) {
  const [shown, setShown] = useState(true);
  const { trouble } = useDepositPoll(shown ? qr : undefined, onOutcome);
  return (
    <>
      <p data-testid="trouble">{trouble ?? 'none'}</p>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
    </>
  );
}

describe('deposit poll', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('a QR that had its outcome is never asked about or reported again, even shown again', async () => {
    const onOutcome = vi.fn();
    const server = createFakeServer({ [QR]: pollAnswer.paid(500) });
    const qr = qrAnswer(500) as unknown as DepositQr;
    const { user } = renderPaymentsPage(<Probe qr={qr} onOutcome={onOutcome} />, {
      url: '/',
      path: '/',
      server,
      session: memberSession,
    });
    await tick(2000);
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'paid', amount: 500 });
    expect(server.calls(QR)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await tick(10_000);
    expect(server.calls(QR)).toHaveLength(1);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('an unreadable answer and a lost connection are told apart, and cleared by the next good answer', async () => {
    const answers = [{ garbage: true }, pollAnswer.pending()];
    const server = createFakeServer({ [QR]: () => answers.shift() ?? pollAnswer.pending() });
    const qr = qrAnswer(500) as unknown as DepositQr;
    renderPaymentsPage(<Probe qr={qr} onOutcome={vi.fn()} />, { url: '/', path: '/', server, session: memberSession });
    await tick(2000);
    expect(screen.getByTestId('trouble')).toHaveTextContent('unreadable');
    await tick(2000);
    expect(screen.getByTestId('trouble')).toHaveTextContent('none');
    server.setDown(true);
    await tick(2000);
    expect(screen.getByTestId('trouble')).toHaveTextContent('offline');
    server.setDown(false);
    await tick(2000);
    expect(screen.getByTestId('trouble')).toHaveTextContent('none');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAnswer, loadAnswerSchemas } from './loadAnswers';

/** A task later, by a channel message: the test fakes the timers. */
const settled = () =>
  new Promise((done) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      done(undefined);
    };
    port2.postMessage(null);
  });

describe('loadAnswerSchemas', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('evaluates the answers in a task after the one that has zod and the fields', async () => {
    await Promise.all([import('./fields'), import('./answers')]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let answers: Awaited<ReturnType<typeof loadAnswerSchemas>> | undefined;
    const loading = loadAnswerSchemas().then((loaded) => (answers = loaded));
    await settled();
    expect(answers).toBeUndefined();
    vi.runOnlyPendingTimers();
    await loading;
    expect(Object.keys(answers ?? {})).toEqual(
      expect.arrayContaining(['loginAnswer', 'refreshAnswer', 'creditAnswer', 'profileAnswer']),
    );
  });

  it('lazyAnswer resolves to the named schema, which checks an answer', async () => {
    const credit = await lazyAnswer('creditAnswer')();
    expect(credit.safeParse({ code: 0, message: 'ok', result: { balance: 12.5, currency: 'THB' } }).success).toBe(true);
    expect(credit.safeParse({ code: 0, message: 'ok', result: { balance: 'lots', currency: 'THB' } }).success).toBe(
      false,
    );
  });
});

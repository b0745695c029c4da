import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchAnswer } from './api/games';
import { launchAnswerCheck } from './launchAnswerCheck';

const verdict = (body: unknown) => launchAnswerCheck.safeParse(body).success;

describe('launchAnswerCheck', () => {
  it('takes a code-0 answer with a message and the window URL, keeping its other fields', () => {
    const body = { code: 0, message: 'success', result: 'https://games.example/play/x?ticket=t', extra: 1 };
    expect(launchAnswerCheck.safeParse(body)).toEqual({ success: true, data: body });
  });

  it.each([
    ['a URL that is not text', { code: 0, message: 'ok', result: 42 }],
    ['no URL', { code: 0, message: 'ok' }],
    ['no message', { code: 0, result: 'https://games.example' }],
    ['a code other than 0', { code: 1001, message: 'x', result: 'https://games.example' }],
    ['a code as text', { code: '0', message: 'ok', result: 'https://games.example' }],
    ['an array', [{ code: 0, message: 'ok', result: 'https://games.example' }]],
    ['null', null],
    ['text', 'https://games.example'],
  ])('refuses %s', (_, body) => {
    expect(verdict(body)).toBe(false);
  });

  it("agrees with the contract's zod schema on any answer", () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(0),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.nat()),
    );
    const answer = fc.oneof(
      fc.record({ code: field, message: field, result: field }, { requiredKeys: [] }),
      fc.record({ code: fc.constant(0), message: fc.string(), result: fc.string(), other: field }),
      fc.anything(),
    );
    fc.assert(
      fc.property(answer, (body) => {
        expect(verdict(body)).toBe(launchAnswer.safeParse(body).success);
      }),
      { numRuns: 500 },
    );
  });
});

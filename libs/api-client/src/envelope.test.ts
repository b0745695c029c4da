import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

describe('parseEnvelope', () => {
  it('takes an object with a numeric code, keeping every other field', () => {
    expect(parseEnvelope({ code: 0, message: 'ok', data: [1] })).toEqual({ code: 0, message: 'ok', data: [1] });
    expect(parseEnvelope({ code: 7003 })).toEqual({ code: 7003 });
  });

  it('parses a body that arrived as JSON text', () => {
    expect(parseEnvelope('{"code":1001,"message":"x"}')).toEqual({ code: 1001, message: 'x' });
  });

  it.each([
    ['an HTML error page', '<html>502 Bad Gateway</html>'],
    ['an empty body', ''],
    ['null', null],
    ['an array', [{ code: 0 }]],
    ['a code as text', { code: '0' }],
    ['no code', { message: 'ok' }],
    ['a code that is not a finite number', { code: Number.NaN }],
    ['an infinite code', { code: Number.POSITIVE_INFINITY }],
  ])('refuses %s as malformed', (_, body) => {
    expect(() => parseEnvelope(body)).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });
});

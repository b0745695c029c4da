import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('joins route title, parameter (hyphens to spaces) and site title', () => {
    expect(pageTitle('Game', 'Nakhon Gold', 'sweet-bonanza-1000')).toBe('Game sweet bonanza 1000 | Nakhon Gold');
  });
  it('leaves the parameter out when there is none', () => {
    expect(pageTitle('หน้าแรก', 'นครโกลด์')).toBe('หน้าแรก | นครโกลด์');
  });
});

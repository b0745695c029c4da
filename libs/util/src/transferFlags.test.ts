import { describe, expect, it } from 'vitest';
import { requestedDrawer, transferSearch, withoutTransferFlags } from './transferFlags';

describe('transfer drawer flags', () => {
  it('opens a drawer over the page and keeps the page query', () => {
    expect(transferSearch('?sort=5', 'deposit')).toBe('?sort=5&sideDeposit=true');
    expect(transferSearch('?sort=5&sideHistory=true', 'deposit', 'withdraw-tab')).toBe(
      '?sort=5&sideDeposit=true&tab=withdraw-tab',
    );
    expect(transferSearch('', 'history', 'withdraw-tab')).toBe('?sideHistory=true');
  });

  it('closes by removing every flag and nothing else', () => {
    expect(withoutTransferFlags('?sort=5&sideDeposit=true&tab=withdraw-tab&arr=2&step=1')).toBe('?sort=5');
    expect(withoutTransferFlags('?sideHistory=true')).toBe('');
  });

  it('reads which drawer is asked for; only "true" opens one', () => {
    expect(requestedDrawer(new URLSearchParams('sideDeposit=true&arr=2'))).toBe('deposit');
    expect(requestedDrawer(new URLSearchParams('sideHistory=true'))).toBe('history');
    expect(requestedDrawer(new URLSearchParams('sideDeposit=false'))).toBeUndefined();
    expect(requestedDrawer(new URLSearchParams(''))).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { announceGameTicketsExpired, onGameTicketsExpired } from './gameTickets';

describe('game tickets expired', () => {
  it('reaches listeners in this tab and from other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onGameTicketsExpired(listener);
    announceGameTicketsExpired();
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab's announcement arrives as a storage event for the same key.
    window.dispatchEvent(new StorageEvent('storage', { key: 'lobby:game-tickets-expired', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    announceGameTicketsExpired();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

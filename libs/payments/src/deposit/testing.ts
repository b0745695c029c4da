import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For the deposit poll's tests: fake time moved on by `ms` and the millisecond after it, because a poll's request
 * leaves from a task of its own, a millisecond after its timer (the API client's base query).
 */
export const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));

import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '@lobby/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookies, readStoredSession, writeStoredSession } from './cookies';
import { loggedIn, sessionSlice } from './sessionSlice';
import { createTokenStore } from './tokenStore';

function tab() {
  const store = configureStore({ reducer: rootReducer });
  const session = () => sessionSlice.selectSlice(store.getState() as never);
  const ended = vi.fn();
  return { store, session, tokens: createTokenStore(session, store.dispatch, ended), ended };
}

const member = { accessToken: 'a1', refreshToken: 'r1', userId: 'u1', username: 'demo01' };

afterEach(() => clearSessionCookies());

describe('token store', () => {
  it('takes the pair another tab refreshed from the shared cookie, instead of presenting a spent refresh token', () => {
    const { store, session, tokens } = tab();
    store.dispatch(loggedIn(member));
    writeStoredSession(member);
    expect(tokens.refreshToken()).toBe('r1');

    // Another tab of the same member rotated the pair and wrote the cookie.
    writeStoredSession({ ...member, accessToken: 'a2', refreshToken: 'r2' });
    expect(tokens.accessToken()).toBe('a2');
    expect(tokens.refreshToken()).toBe('r2');
    expect(session()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', userId: 'u1' });
  });

  it('ignores a cookie of someone else, and keeps its own pair when the cookie is gone', () => {
    const { store, tokens } = tab();
    store.dispatch(loggedIn(member));
    writeStoredSession({ ...member, userId: 'u2', accessToken: 'b1', refreshToken: 's1' });
    expect(tokens.accessToken()).toBe('a1');
    clearSessionCookies();
    expect(tokens.refreshToken()).toBe('r1');
  });

  it('writes the pair it refreshed into the cookie every tab reads', () => {
    const { store, tokens } = tab();
    store.dispatch(loggedIn(member));
    tokens.saveTokens({ accessToken: 'a3', refreshToken: 'r3' });
    expect(readStoredSession()).toMatchObject({ accessToken: 'a3', refreshToken: 'r3', userId: 'u1' });
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  currentConsent,
  encodeConsent,
  hasConsent,
  onConsentSettingsRequested,
  parseConsent,
  requestConsentSettings,
  saveConsent,
  useConsent,
} from './consent';

afterEach(() => {
  document.cookie = 'consent=; path=/; max-age=0';
});

describe('consent', () => {
  it('is nothing until the visitor chooses; optional purposes are off', () => {
    expect(currentConsent()).toBeUndefined();
    expect(hasConsent('chat')).toBe(false);
  });

  it('keeps the choice, its time and the policy version in the consent cookie', () => {
    const choice = saveConsent({ chat: true, analytics: false }, new Date('2026-11-24T03:00:00Z'));
    expect(choice).toEqual({
      version: CONSENT_POLICY_VERSION,
      at: '2026-11-24T03:00:00.000Z',
      purposes: { chat: true, analytics: false },
    });
    expect(decodeURIComponent(document.cookie)).toContain(encodeConsent(choice));
    expect(hasConsent('chat')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('asks again under a new policy version, and reads a broken cookie as no choice', () => {
    const old = '{"v":"2020-01","at":"2020-01-01T00:00:00Z","chat":true}';
    document.cookie = `consent=${encodeURIComponent(old)}; path=/`;
    expect(currentConsent()).toBeUndefined();
    expect(parseConsent('{"v":"2020-01","at":"x","chat":true}')?.purposes).toEqual({ chat: true, analytics: false });
    expect(parseConsent('not json')).toBeUndefined();
    expect(parseConsent('{"at":"x"}')).toBeUndefined();
  });

  it('tells its readers at once when the choice changes', () => {
    const { result } = renderHook(() => useConsent('chat'));
    expect(result.current).toBe(false);
    act(() => void saveConsent({ chat: true, analytics: true }));
    expect(result.current).toBe(true);
    act(() => void saveConsent({ chat: false, analytics: false }));
    expect(result.current).toBe(false);
  });

  it('keeps a request made before anyone shows the settings, for the first who will', () => {
    requestConsentSettings();
    let opened = 0;
    const stop = onConsentSettingsRequested(() => (opened += 1));
    const other = onConsentSettingsRequested(() => (opened += 10));
    stop();
    other();
    expect(opened).toBe(1);
  });

  it('passes a request for the settings to whoever shows them', () => {
    let opened = 0;
    const stop = onConsentSettingsRequested(() => (opened += 1));
    requestConsentSettings();
    stop();
    requestConsentSettings();
    expect(opened).toBe(1);
  });
});

import { useSyncExternalStore } from 'react';
import { CONSENT_POLICY_VERSION, consentPurposes, type ConsentPurpose } from '@lobby/contract';
import { CONSENT_COOKIE, readCookie, writeCookie } from './cookies';

/**
 * The visitor's cookie consent (PDPA): which optional purposes they allowed, under which policy version, and when.
 * Kept in the `consent` cookie for a year; a new policy version asks again. Anything optional (the live chat's
 * third-party script, any measurement) asks `hasConsent` / `useConsent` first and loads nothing until it is true.
 */
export const CONSENT_DAYS = 365;

export type { ConsentPurpose };
export { consentPurposes, CONSENT_POLICY_VERSION };

export interface ConsentChoice {
  /** The policy version the visitor answered. */
  version: string;
  /** When they chose (ISO). */
  at: string;
  purposes: Record<ConsentPurpose, boolean>;
}

/** The cookie's value: compact JSON `{"v":"2026-11","at":"…","chat":true,"analytics":false}`. */
export function encodeConsent(choice: ConsentChoice): string {
  return JSON.stringify({ v: choice.version, at: choice.at, ...choice.purposes });
}

export function parseConsent(raw: string | undefined): ConsentChoice | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.v !== 'string' || typeof value.at !== 'string') return undefined;
    const purposes = Object.fromEntries(consentPurposes.map((p) => [p, value[p] === true])) as Record<
      ConsentPurpose,
      boolean
    >;
    return { version: value.v, at: value.at, purposes };
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | undefined; choice: ConsentChoice | undefined } | undefined;

/** The choice made under the current policy; undefined before one is made (or after the policy changed). */
export function currentConsent(): ConsentChoice | undefined {
  const raw = readCookie(CONSENT_COOKIE);
  if (cached?.raw !== raw || !cached) {
    const choice = parseConsent(raw);
    cached = { raw, choice: choice?.version === CONSENT_POLICY_VERSION ? choice : undefined };
  }
  return cached.choice;
}

export const hasConsent = (purpose: ConsentPurpose): boolean => currentConsent()?.purposes[purpose] === true;

/** Stores a choice (now, current policy) and tells every listener at once. */
export function saveConsent(purposes: Record<ConsentPurpose, boolean>, now = new Date()): ConsentChoice {
  const choice = { version: CONSENT_POLICY_VERSION, at: now.toISOString(), purposes };
  writeCookie(CONSENT_COOKIE, encodeConsent(choice), { days: CONSENT_DAYS });
  for (const listener of listeners) listener();
  return choice;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor allowed `purpose`; false before they chose and while the page is rendered at build time. */
export function useConsent(purpose: ConsentPurpose): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent(purpose),
    () => false,
  );
}

/** The choice under the current policy (undefined: not asked yet), re-rendering when it changes. */
export function useConsentChoice(): ConsentChoice | undefined {
  return useSyncExternalStore(subscribeConsent, currentConsent, () => undefined);
}

const settingsListeners = new Set<() => void>();
/** Asked for before the consent widget had loaded (it comes once the page is interactive): it opens when it does. */
let settingsPending = false;

/** Opens the consent settings (the footer's "Cookie settings"); the consent widget listens. */
export function requestConsentSettings(): void {
  if (settingsListeners.size === 0) settingsPending = true;
  for (const listener of settingsListeners) listener();
}

export function onConsentSettingsRequested(listener: () => void): () => void {
  settingsListeners.add(listener);
  if (settingsPending) {
    settingsPending = false;
    listener();
  }
  return () => settingsListeners.delete(listener);
}

import { useSessionState } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath } from '@lobby/i18n';
import {
  consentPurposes,
  onConsentSettingsRequested,
  saveConsent,
  useConsentChoice,
  type ConsentChoice,
  type ConsentPurpose,
} from '@lobby/util';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConsentBanner, ConsentSettings } from './ConsentBanner';
import { usePrerenderedBanner } from './usePrerenderedBanner';

const all = (value: boolean) =>
  Object.fromEntries(consentPurposes.map((p) => [p, value])) as Record<ConsentPurpose, boolean>;

/**
 * The consent widget the shell places on every page (issue 15): the banner until the visitor chooses, the settings
 * dialog (also from the footer's "Cookie settings"), the choice kept in the `consent` cookie, and — for a member —
 * recorded on the platform with its policy version and time (a visitor's choice is recorded once they log in).
 */
export function ConsentWidget() {
  const brand = useBrand();
  const localize = useLocalizedPath();
  const choice = useConsentChoice();
  const { accessToken, userId } = useSessionState();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => onConsentSettingsRequested(() => setSettingsOpen(true)), []);

  useEffect(() => {
    if (!accessToken || !userId || !choice) return;
    // Only a member's choice is recorded: the call and its checks load then, never on a visitor's page.
    void import('./recordConsent')
      .then(({ recordConsent }) => recordConsent(dispatch, userId, choice))
      .catch((error: unknown) =>
        console.warn('consent: the choice could not be recorded; the next page tries again', error),
      );
  }, [accessToken, userId, choice, dispatch]);

  const choose = (purposes: Record<ConsentPurpose, boolean>) => {
    const banner = document.querySelector('[data-testid="consent-banner"]');
    const hadFocus = banner?.contains(document.activeElement) ?? false;
    saveConsent(purposes);
    setSettingsOpen(false);
    // The banner goes away: focus moves on to the page rather than being lost.
    if (hadFocus) document.getElementById('main')?.focus();
  };

  const bannerShown = !choice && !settingsOpen;
  const prerendered = usePrerenderedBanner(bannerShown, (action) => {
    if (action === 'manage') setSettingsOpen(true);
    else choose(all(action === 'accept'));
  });
  const policyHref = brand.trust?.documents?.includes('privacy') ? localize('/privacy') : undefined;
  return (
    <>
      {bannerShown && !prerendered && (
        <ConsentBanner
          onAcceptAll={() => choose(all(true))}
          onRejectAll={() => choose(all(false))}
          onManage={() => setSettingsOpen(true)}
          policyHref={policyHref}
        />
      )}
      <ConsentSettings
        open={settingsOpen}
        initial={(choice as ConsentChoice | undefined)?.purposes ?? all(false)}
        onSave={choose}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}

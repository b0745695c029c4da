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
import { useEffect, useState } from 'react';
import { useRecordConsentMutation } from '../protectionApi';
import { ConsentBanner, ConsentSettings } from './ConsentBanner';
import { usePrerenderedBanner } from './usePrerenderedBanner';

const all = (value: boolean) =>
  Object.fromEntries(consentPurposes.map((p) => [p, value])) as Record<ConsentPurpose, boolean>;

/** Which member's record of which choice this browser has sent (so a choice is recorded once per member). */
const RECORDED_KEY = 'lobby-consent-recorded';

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
  const [record] = useRecordConsentMutation();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => onConsentSettingsRequested(() => setSettingsOpen(true)), []);

  useEffect(() => {
    if (!accessToken || !userId || !choice) return;
    const mark = `${userId}|${choice.version}|${choice.at}`;
    if (localStorage.getItem(RECORDED_KEY) === mark) return;
    void record({ version: choice.version, purposes: choice.purposes, decided_at: choice.at }).then((answer) => {
      if (!('error' in answer) || !answer.error) localStorage.setItem(RECORDED_KEY, mark);
    });
  }, [accessToken, userId, choice, record]);

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

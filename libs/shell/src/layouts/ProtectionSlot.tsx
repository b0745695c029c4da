import { useState } from 'react';
import { useSessionState } from '@lobby/auth-guards';
import { protectionFeature, realityCheckWanted } from '@lobby/protection/routes';
import { loadFeatureStrings } from '../site/i18n';
import { useLazyWidget } from './lazyWidget';

// Loaded once the page is interactive, with their strings: nothing of them rides with the first paint.
const loadConsent = () =>
  Promise.all([protectionFeature.widgets.consent(), loadFeatureStrings(protectionFeature)]).then(([widget]) => widget);
const loadRealityCheck = () =>
  Promise.all([protectionFeature.widgets.realityCheck(), loadFeatureStrings(protectionFeature)]).then(
    ([widget]) => widget,
  );

/**
 * Player protection on every page, whatever the layout (issue 15): the first-visit consent banner and cookie settings,
 * and the members' play reminder. The reminder loads only once a member is here (a visitor's page never loads its
 * calls, issue 14) and then stays, so it can forget the visit when the member logs out.
 */
export function ProtectionSlot() {
  const member = Boolean(useSessionState().accessToken);
  const [reminderNeeded, setReminderNeeded] = useState(false);
  if (!reminderNeeded && realityCheckWanted(member)) setReminderNeeded(true);
  const Consent = useLazyWidget(loadConsent);
  const RealityCheck = useLazyWidget(loadRealityCheck, reminderNeeded);
  return (
    <>
      {Consent && <Consent />}
      {RealityCheck && <RealityCheck />}
    </>
  );
}

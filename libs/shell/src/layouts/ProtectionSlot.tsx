import { protectionFeature } from '@lobby/protection/routes';
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
 * and the members' play reminder.
 */
export function ProtectionSlot() {
  const Consent = useLazyWidget(loadConsent);
  const RealityCheck = useLazyWidget(loadRealityCheck);
  return (
    <>
      {Consent && <Consent />}
      {RealityCheck && <RealityCheck />}
    </>
  );
}

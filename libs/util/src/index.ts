export * from './cookies';
export * from './device';
export { DeviceProvider, useDevice } from './DeviceProvider';
export * from './feature';
export {
  PageTitleContext,
  PageTitleProvider,
  usePageTitleParam,
  usePageTitleOverride,
  notFound,
  isNotFound,
  type PageTitleState,
} from './page';
export { announceGameTicketsExpired, onGameTicketsExpired } from './gameTickets';
export * from './transferFlags';
export { isOnline, subscribeOnline, useOnline } from './online';
export { accountMenu, generalMenu, gamesMenu, memberMenu, type MenuTransfer } from './siteMenu';
export {
  CONSENT_DAYS,
  CONSENT_POLICY_VERSION,
  consentPurposes,
  currentConsent,
  encodeConsent,
  hasConsent,
  onConsentSettingsRequested,
  parseConsent,
  requestConsentSettings,
  saveConsent,
  subscribeConsent,
  useConsent,
  useConsentChoice,
  type ConsentChoice,
  type ConsentPurpose,
} from './consent';

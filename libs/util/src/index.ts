export * from './cookies';
export * from './device';
export { DeviceProvider, useDevice } from './DeviceProvider';
export * from './feature';
export {
  PageTitleContext,
  usePageTitleParam,
  usePageTitleOverride,
  notFound,
  isNotFound,
  type PageTitleState,
} from './page';
export { announceGameTicketsExpired, onGameTicketsExpired } from './gameTickets';

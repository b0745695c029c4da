export * from './cookies';
export * from './device';
export { DeviceProvider, useDevice } from './DeviceProvider';
export * from './feature';
export { announceGameTicketsExpired, onGameTicketsExpired } from './gameTickets';

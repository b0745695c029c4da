import { api, type Envelope } from '@lobby/api-client';

/** Spec §4: GET on the API root every 20 s; code 0 means the platform is in maintenance. */
export const MAINTENANCE_POLL_MS = 20_000;
export const MAINTENANCE_WINDOW = '12:00 - 16:00';

export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    maintenanceCheck: build.query<Envelope, void>({
      query: () => ({ url: '/', method: 'GET' }),
    }),
  }),
});

export const { useMaintenanceCheckQuery } = maintenanceApi;

import { api, type Envelope } from '@lobby/api-client';
import { useBrand } from '@lobby/brand';
import { useOnline } from '@lobby/util';

/** Spec §4: GET on the API root every 20 s; code 0 means the platform is in maintenance. */
export const MAINTENANCE_POLL_MS = 20_000;
export const MAINTENANCE_WINDOW = '12:00 - 16:00';

export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The brand's group rides along: the operator may close one brand alone (result.siteClosed).
    maintenanceCheck: build.query<Envelope, { groupID: string }>({
      query: ({ groupID }) => ({ url: '/', method: 'GET', params: { groupID } }),
    }),
  }),
});

export const { useMaintenanceCheckQuery } = maintenanceApi;

/** The root check every reader shares (one request per 20 s): it pauses while the browser is offline. */
export function useRootCheck() {
  const brand = useBrand();
  const online = useOnline();
  return useMaintenanceCheckQuery(
    { groupID: brand.defaultGroupId },
    { pollingInterval: online ? MAINTENANCE_POLL_MS : 0 },
  );
}

/** The root answer's `result.siteClosed` (an online server answers code 1, which RTK Query holds as its error). */
export function rootCheckClosed(check: ReturnType<typeof useRootCheck>): boolean | undefined {
  const body = check.data ?? (check.error && 'body' in check.error ? check.error.body : undefined);
  const closed = (body?.result as { siteClosed?: unknown } | undefined)?.siteClosed;
  return typeof closed === 'boolean' ? closed : undefined;
}

import { selectAuthenticated, sessionApi } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useSiteSelector } from './store';
import { rootCheckClosed, useRootCheck } from './maintenance';

const selectProfile = sessionApi.endpoints.profile.select();

/**
 * Whether the site is closed (spec §4, §6): the brand's build-time flag, or the operator's switch — the root
 * check's `siteClosed` (polled every 20 s, for every brand or this one), and until that has answered, the member's
 * profile (`site_closed`). Opening it again on the server releases the site at the next poll, without a reload.
 */
export function useSiteClosed(): boolean {
  const brand = useBrand();
  const root = rootCheckClosed(useRootCheck());
  const authenticated = useSiteSelector(selectAuthenticated);
  const profileClosed = useSiteSelector((state) => selectProfile(state).data?.site_closed ?? false);
  return brand.closedSite || (root ?? (authenticated && profileClosed));
}

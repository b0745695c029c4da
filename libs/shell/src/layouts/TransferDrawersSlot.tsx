import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { selectAuthenticated } from '@lobby/auth-guards';
import { paymentsFeature } from '@lobby/payments/routes';
import { requestedDrawer, transferPageRoutes, useDevice } from '@lobby/util';
import { useCurrentRoute } from '../routes/routeHandle';
import { loadFeatureStrings } from '../site/i18n';
import { useSiteSelector } from '../site/store';

// The payments code and strings load only when a drawer is asked for, never with the first paint.
const PaymentsDrawers = lazy(() =>
  Promise.all([paymentsFeature.widgets.drawers(), loadFeatureStrings(paymentsFeature)]).then(([Drawers]) => ({
    default: Drawers,
  })),
);

/**
 * Spec §2: on larger screens `?sideDeposit` / `?sideHistory` open the money drawers over the page, for members only,
 * and not on the deposit, withdraw and history pages themselves (phones are sent to those pages by the guard).
 */
export function TransferDrawersSlot() {
  const [query] = useSearchParams();
  const device = useDevice();
  const route = useCurrentRoute();
  const authenticated = useSiteSelector(selectAuthenticated);
  const wanted = requestedDrawer(query) && authenticated && device !== 'mobile' && !transferPageRoutes.has(route.name);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PaymentsDrawers />
    </Suspense>
  );
}

import { Outlet } from 'react-router';
import { selectApiFailure } from '@lobby/api-client';
import { ApiFailureScreen } from '../pages/ApiFailureScreen';
import { useSiteSelector } from '../site/store';

/** The page, or the API error screen after a failed non-exempt call. */
export function PageOutlet() {
  const failure = useSiteSelector(selectApiFailure);
  return failure ? <ApiFailureScreen /> : <Outlet />;
}

import { Navigate } from 'react-router';
import { useLocalizedPath } from '@lobby/i18n';

/** /favourite is the same list as /list/favourite (spec §2 has both); one page serves it. */
export function FavouritePage() {
  const localize = useLocalizedPath();
  return <Navigate to={localize('/list/favourite')} replace />;
}

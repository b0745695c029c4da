import { Skeleton } from '@lobby/ui-kit';
import * as css from './Page.css';

/**
 * What a prerendered page shows where its content depends on who is looking (a member's page) or on an address the
 * build could not know (a game's id): the layout around it paints from the HTML, this holds the page's place, and
 * the page itself renders in the browser.
 */
export function PageSkeleton() {
  return (
    <div className={css.skeleton} aria-busy="true" data-testid="page-skeleton">
      <Skeleton width="40%" />
      <Skeleton lines={3} />
      <Skeleton shape="rect" ratio="16 / 9" />
    </div>
  );
}

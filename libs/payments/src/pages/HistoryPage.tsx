import { HistoryPanel } from '../history/HistoryPanel';
import * as css from './pages.css';

export function HistoryPage() {
  return (
    <div className={css.page}>
      <HistoryPanel />
    </div>
  );
}

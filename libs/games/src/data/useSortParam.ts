import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseSortId, type SortId } from '../types';

/** The list's sort lives in `?sort=` (1, the default, is left out) so a sorted page can be shared and reloaded. */
export function useSortParam(): [SortId, (next: SortId) => void] {
  const [query, setQuery] = useSearchParams();
  const setSort = useCallback(
    (next: SortId) => {
      setQuery(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 1) params.delete('sort');
          else params.set('sort', String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setQuery],
  );
  return [parseSortId(query.get('sort')), setSort];
}

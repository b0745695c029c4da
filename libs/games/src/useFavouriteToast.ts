import { useCallback } from 'react';
import { useToast } from '@lobby/ui-kit';
import { useGamesText } from './locale';
import type { GameItem } from './types';

/**
 * Announces a favourite toggle with a toast ("เพิ่มในเกมโปรดแล้ว" / "นำออกจากเกมโปรดแล้ว"); the ToastProvider keeps
 * at most 3 at the bottom centre. Call it with the game and its new state once the mutation answers.
 */
export function useFavouriteToast() {
  const toast = useToast();
  const { t } = useGamesText();
  return useCallback(
    (_game: GameItem, added: boolean) => {
      toast.show(t(added ? 'favourite.added' : 'favourite.removed'), { tone: 'success' });
    },
    [toast, t],
  );
}

/** The error toast for a failed favourite mutation. */
export function useFavouriteErrorToast() {
  const toast = useToast();
  const { t } = useGamesText();
  return useCallback(() => {
    toast.show(t('favourite.failed'), { tone: 'error' });
  }, [toast, t]);
}

import type { ReactNode } from 'react';
import { useTranslation } from '@lobby/i18n';
import { cx, Icon } from '@lobby/ui-kit';
import { openLiveChat, useLiveChatStatus } from './liveChat';
import * as css from './LiveChatButton.css';

export interface LiveChatButtonProps {
  /** footer: a labelled pill; tab: an item of the phone tab bar, drawn with the bar's own classes. */
  variant: 'footer' | 'tab';
  /** The tab bar's classes for the item, its icon and its label. */
  classes?: { root?: string; icon?: string; label?: string };
  /** Shown instead until the chat has loaded, and for good if it never does (the tab bar's usual contact link). */
  fallback?: ReactNode;
}

/** Opens the live chat; there only once the chat widget has loaded (spec §2). */
export function LiveChatButton({ variant, classes = {}, fallback = null }: LiveChatButtonProps) {
  const { t } = useTranslation('notices');
  const status = useLiveChatStatus();
  if (status !== 'ready') return <>{fallback}</>;
  if (variant === 'tab')
    return (
      <button type="button" className={cx(css.tabReset, classes.root)} onClick={openLiveChat} data-testid="chat-tab">
        <span className={classes.icon}>
          <Icon name="chat" size={22} />
        </span>
        <span className={classes.label}>{t('chat.short')}</span>
      </button>
    );
  return (
    <button type="button" className={css.footer} onClick={openLiveChat} data-testid="chat-button">
      <Icon name="chat" size={20} /> {t('chat.open')}
    </button>
  );
}

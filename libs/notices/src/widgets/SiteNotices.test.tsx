import { act } from '@testing-library/react';
import { saveConsent } from '@lobby/util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLiveChat } from '../chat/liveChat';
import { renderNoticesPage } from '../testing';
import { SiteNotices } from './SiteNotices';

const chatScripts = () => document.head.querySelectorAll('script[data-lobby-chat]');

// The chat loads once per page (module state): a file that ran before on this page may have started it, or left a
// chat's API behind (a story's).
function forgetChat() {
  resetLiveChat();
  delete window.LobbyChat;
}
beforeEach(forgetChat);
afterEach(forgetChat);

describe('the live chat and consent (PDPA)', () => {
  it('adds no chat script before the visitor allows the chat, and adds it once they do', async () => {
    renderNoticesPage(<SiteNotices routeName="index" siteClosed={false} />, {
      url: '/',
      path: '/',
      brand: { liveChat: { script: 'https://chat.example/widget.js' } },
    });
    await act(async () => {});
    expect(chatScripts()).toHaveLength(0);
    // Refusing it keeps it away.
    act(() => void saveConsent({ chat: false, analytics: true }));
    expect(chatScripts()).toHaveLength(0);
    act(() => void saveConsent({ chat: true, analytics: false }));
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).toHaveAttribute('src', 'https://chat.example/widget.js');
  });
});

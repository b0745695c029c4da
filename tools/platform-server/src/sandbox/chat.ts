import type { FastifyInstance } from 'fastify';

/**
 * The sandbox's stand-in for a chat vendor's widget: a script a brand site loads from here (its brand config's
 * `liveChat.script`) that defines `window.LobbyChat` with `open()` and `close()`. The panel greets the member in the
 * page's language and echoes what they type, so the site's chat button can be tested end to end. It builds its DOM
 * with textContent only (no HTML from the member) and runs no inline script, so the site's CSP allows it as it is.
 */
export const CHAT_WIDGET_JS = `(function () {
  'use strict';
  if (window.LobbyChat) return;
  var words = {
    th: {
      title: 'แชตกับฝ่ายบริการลูกค้า',
      greeting: 'สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยไหมคะ',
      echo: 'ได้รับข้อความแล้ว: ',
      placeholder: 'พิมพ์ข้อความ',
      send: 'ส่ง',
      close: 'ปิดแชต'
    },
    en: {
      title: 'Chat with support',
      greeting: 'Hello! Our team is here to help. What can we do for you?',
      echo: 'We got your message: ',
      placeholder: 'Type a message',
      send: 'Send',
      close: 'Close chat'
    }
  };
  var panel = null;
  var panelLang = null;
  var opener = null;
  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.setAttribute('style', css);
    if (text) node.textContent = text;
    return node;
  }
  function say(list, who, text) {
    var item = el('li', 'margin:6px 0;padding:8px 10px;border-radius:10px;max-width:85%;' +
      (who === 'member' ? 'margin-left:auto;background:#1f6feb;color:#fff' : 'background:#eef1f5;color:#111'), text);
    item.setAttribute('data-from', who);
    list.appendChild(item);
    list.scrollTop = list.scrollHeight;
  }
  function build(lang) {
    var w = words[lang] || words.th;
    var root = el('section', 'position:fixed;right:16px;bottom:16px;z-index:2147483000;' +
      'width:min(340px,calc(100vw - 32px));' +
      'background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.35);font:15px/1.5 sans-serif;' +
      'display:flex;flex-direction:column;max-height:min(480px,80vh)');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-label', w.title);
    root.setAttribute('data-testid', 'chat-panel');
    root.setAttribute('lang', lang);
    var head = el('header', 'display:flex;align-items:center;justify-content:space-between;padding:10px 12px;' +
      'border-bottom:1px solid #dde1e6;font-weight:700');
    head.appendChild(el('span', '', w.title + ' (sandbox)'));
    var close = el('button', 'border:0;background:none;font-size:20px;cursor:pointer;' +
      'min-width:44px;min-height:44px', '×');
    close.type = 'button';
    close.setAttribute('aria-label', w.close);
    close.addEventListener('click', api.close);
    head.appendChild(close);
    var list = el('ol', 'list-style:none;margin:0;padding:8px 12px;overflow:auto;flex:1');
    list.setAttribute('aria-live', 'polite');
    list.setAttribute('data-testid', 'chat-messages');
    var form = el('form', 'display:flex;gap:8px;padding:10px 12px;border-top:1px solid #dde1e6');
    var input = el('input', 'flex:1;min-height:44px;padding:0 10px;border:1px solid #8a94a0;border-radius:8px;' +
      'font:inherit');
    input.setAttribute('aria-label', w.placeholder);
    input.placeholder = w.placeholder;
    var send = el('button', 'min-height:44px;padding:0 14px;border:0;border-radius:8px;background:#1f6feb;color:#fff;' +
      'font:inherit;cursor:pointer', w.send);
    send.type = 'submit';
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      say(list, 'member', text);
      setTimeout(function () { say(list, 'operator', w.echo + text); }, 300);
    });
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') api.close();
    });
    root.appendChild(head);
    root.appendChild(list);
    root.appendChild(form);
    say(list, 'operator', w.greeting);
    root.input = input;
    return root;
  }
  var api = {
    open: function () {
      var lang = document.documentElement.lang === 'en' ? 'en' : 'th';
      if (panel && panelLang !== lang) api.close();
      opener = document.activeElement;
      if (!panel) {
        panel = build(lang);
        panelLang = lang;
        document.body.appendChild(panel);
      }
      panel.input.focus();
    },
    close: function () {
      if (!panel) return;
      panel.remove();
      panel = null;
      if (opener && opener.focus) opener.focus();
    },
    isOpen: function () { return panel !== null; }
  };
  window.LobbyChat = api;
  window.dispatchEvent(new Event('lobbychat:ready'));
})();
`;

/** GET /sandbox/chat/widget.js (sandbox servers only). */
export function sandboxChatRoutes(app: FastifyInstance): void {
  app.get('/sandbox/chat/widget.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return CHAT_WIDGET_JS;
  });
}

import { BETS_SATANG, PAYTABLE, SYMBOLS, theoreticalReturn, type SymbolName } from './slot.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The reels' symbols, drawn in the page (a sprite the reels and the paytable point into) rather than emoji: a machine
 * without an emoji font showed empty boxes, and looking for one laid the window out several times slower.
 */
const ART: Record<SymbolName | 'blank', string> = {
  cherry:
    '<path d="M16 4c-2 6-5 10-7 13M16 4c1 6 4 9 7 11" stroke="#3b3" stroke-width="2" fill="none"/>' +
    '<circle cx="9" cy="22" r="6" fill="#d22"/><circle cx="23" cy="21" r="6" fill="#d22"/>',
  lemon: '<ellipse cx="16" cy="16" rx="12" ry="9" fill="#fd3" transform="rotate(-20 16 16)"/>',
  bell:
    '<path d="M16 4a2 2 0 0 1 2 2v1a8 8 0 0 1 6 8v6l3 4H5l3-4v-6a8 8 0 0 1 6-8V6a2 2 0 0 1 2-2z" fill="#fb2"/>' +
    '<circle cx="16" cy="28" r="3" fill="#fb2"/>',
  star: '<polygon points="16,3 20,12 30,12.5 22,19 25,29 16,23.5 7,29 10,19 2,12.5 12,12" fill="#fc0"/>',
  seven:
    '<text x="16" y="27" text-anchor="middle" font-size="28" font-weight="700" fill="#e33" ' +
    'font-family="sans-serif">7</text>',
  blank:
    '<rect x="3" y="3" width="26" height="26" rx="6" fill="none" stroke="#888" stroke-width="2"/>' +
    '<text x="16" y="23" text-anchor="middle" font-size="18" fill="#888" font-family="sans-serif">?</text>',
};

const NAMES: Record<SymbolName | 'blank', { th: string; en: string }> = {
  cherry: { th: 'เชอร์รี', en: 'cherry' },
  lemon: { th: 'มะนาว', en: 'lemon' },
  bell: { th: 'ระฆัง', en: 'bell' },
  star: { th: 'ดาว', en: 'star' },
  seven: { th: 'เจ็ด', en: 'seven' },
  blank: { th: 'ยังไม่หมุน', en: 'not spun yet' },
};

const sprite = `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${Object.entries(ART)
  .map(([name, art]) => `<symbol id="sym-${name}" viewBox="0 0 32 32">${art}</symbol>`)
  .join('')}</svg>`;

/** One symbol, named for screen readers in the page's language. */
const symbol = (name: SymbolName | 'blank', lang: 'th' | 'en') =>
  `<svg class="sym" role="img" aria-label="${esc(NAMES[name][lang])}"><use href="#sym-${name}"/></svg>`;

const isSymbol = (word: string): word is SymbolName => (SYMBOLS as readonly string[]).includes(word);

/** The sandbox slot's window: reels, bet picker, balance, and the published paytable with its return. */
export function playPage(p: {
  code: string;
  name: string;
  provider: string;
  player: string;
  lang: 'th' | 'en';
  ticket: string;
  /** The Content-Security-Policy nonce that lets the page's one script run. */
  nonce: string;
}): string {
  const th = p.lang === 'th';
  const rows = PAYTABLE.map((r) => {
    const words = r.line.replace('(any third)', th ? '(ตัวที่สามใดก็ได้)' : '(any third)').split(' ');
    const line = words.map((word) => (isSymbol(word) ? symbol(word, p.lang) : esc(word))).join(' ');
    return `<tr><td>${line}</td><td>× ${r.pays}</td></tr>`;
  }).join('');
  const bets = BETS_SATANG.map((b) => `<option value="${b / 100}">${b / 100}</option>`).join('');
  const icons = Object.fromEntries(SYMBOLS.map((name) => [name, symbol(name, p.lang)]));
  const config = JSON.stringify({ ticket: p.ticket, game: p.code, icons, th }).replace(/</g, '\\u003c');
  const head =
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    // Controls in the page's font: their own (system-ui) is one more font to find and load as the window opens.
    '<style>select,button{font:inherit}.sym{width:1em;height:1em;vertical-align:-0.15em;margin:0 0.1em}</style>';
  // Sized before it loads (the art is square): the reels below it stay where they are (no layout shift). The PNG, as
  // the lobby tiles show it: the SVG carries text, which Chromium draws on the page's main thread.
  const art = `<img src="/assets/games/${esc(p.code)}.png" alt="" width="160" height="160" style="margin-top:24px">`;
  const rtp = `RTP ${(theoreticalReturn() * 100).toFixed(2)} %`;
  // Folded under its return: a phone-sized window opens on the reels, and a closed table is not laid out as it opens.
  const summary = `<summary>${th ? 'อัตราจ่าย' : 'Paytable'} · ${rtp}</summary>`;
  const paytable = `<table style="margin:8px auto;border-collapse:collapse" aria-label="paytable">${rows}</table>`;
  return `<!doctype html><html lang="${p.lang}">${head}<title>${esc(p.name)}</title>
<body style="margin:0;background:#111;color:#eee;font-family:sans-serif;text-align:center">
${sprite}${art}<h1 style="margin:8px">${esc(p.name)}</h1>
<p>${esc(p.provider)} · ${th ? 'ผู้เล่น' : 'player'} ${esc(p.player)}</p>
<div id="reels" style="font-size:64px;margin:16px">${symbol('blank', p.lang).repeat(3)}</div>
<p><label>${th ? 'เดิมพัน' : 'Bet'} <select id="bet">${bets}</select> ฿</label>
<button id="spin" style="font-size:20px;padding:8px 28px">${th ? 'หมุน' : 'Spin'}</button></p>
<p id="status" aria-live="polite">${th ? 'เครดิต' : 'Balance'}: <b id="balance">–</b> ฿</p>
<details style="margin:16px">${summary}${paytable}</details>
<script nonce="${esc(p.nonce)}">
const cfg = ${config};
const $ = (id) => document.getElementById(id);
$('spin').onclick = async () => {
  $('spin').disabled = true;
  try {
    const res = await fetch('/play/api/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: cfg.ticket, game: cfg.game, bet: Number($('bet').value) }),
    });
    const a = await res.json();
    if (a.code !== 0) {
      $('status').textContent = a.message;
      // A dead ticket (logout, password change, expiry): the brand site framing this window launches again.
      if (a.code === 7002 || a.code === 7003) window.parent.postMessage({ type: 'lobby:ticket-expired' }, '*');
      return;
    }
    // The page's own markup for each symbol (an unknown name draws nothing).
    $('reels').innerHTML = a.result.reels.map((s) => cfg.icons[s] ?? '').join('');
    if (a.result.balance !== undefined) $('balance').textContent = a.result.balance.toFixed(2);
    const win = a.result.win > 0 ? (cfg.th ? 'ชนะ ' : 'Win ') + a.result.win + ' ฿ · ' : '';
    $('status').firstChild.textContent = win + (cfg.th ? 'เครดิต: ' : 'Balance: ');
  } finally { $('spin').disabled = false; }
};
</script></body></html>`;
}

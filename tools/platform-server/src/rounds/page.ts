import { BETS_SATANG, PAYTABLE, theoreticalReturn } from './slot.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ICONS = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };

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
    const line = r.line.replace(/cherry|lemon|bell|star|seven/g, (s) => ICONS[s as keyof typeof ICONS]);
    return `<tr><td>${esc(line)}</td><td>× ${r.pays}</td></tr>`;
  }).join('');
  const bets = BETS_SATANG.map((b) => `<option value="${b / 100}">${b / 100}</option>`).join('');
  const config = JSON.stringify({ ticket: p.ticket, game: p.code, icons: ICONS, th }).replace(/</g, '\\u003c');
  const head = '<meta charset="utf-8"><meta name="viewport" content="width=device-width">';
  // Sized before it loads (the art is square): the reels below it stay where they are (no layout shift).
  const art = `<img src="/assets/games/${esc(p.code)}.svg" alt="" width="160" height="160" style="margin-top:24px">`;
  const rtp = `RTP ${(theoreticalReturn() * 100).toFixed(2)} %`;
  const caption = `<caption>${th ? 'อัตราจ่าย' : 'Paytable'} · ${rtp}</caption>`;
  return `<!doctype html><html lang="${p.lang}">${head}<title>${esc(p.name)}</title>
<body style="margin:0;background:#111;color:#eee;font-family:sans-serif;text-align:center">
${art}<h1 style="margin:8px">${esc(p.name)}</h1>
<p>${esc(p.provider)} · ${th ? 'ผู้เล่น' : 'player'} ${esc(p.player)}</p>
<div id="reels" style="font-size:64px;letter-spacing:12px;margin:16px">❔❔❔</div>
<p><label>${th ? 'เดิมพัน' : 'Bet'} <select id="bet">${bets}</select> ฿</label>
<button id="spin" style="font-size:20px;padding:8px 28px">${th ? 'หมุน' : 'Spin'}</button></p>
<p id="status" aria-live="polite">${th ? 'เครดิต' : 'Balance'}: <b id="balance">–</b> ฿</p>
<table style="margin:16px auto;border-collapse:collapse" aria-label="paytable">${caption}${rows}</table>
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
    $('reels').textContent = a.result.reels.map((s) => cfg.icons[s]).join('');
    if (a.result.balance !== undefined) $('balance').textContent = a.result.balance.toFixed(2);
    const win = a.result.win > 0 ? (cfg.th ? 'ชนะ ' : 'Win ') + a.result.win + ' ฿ · ' : '';
    $('status').firstChild.textContent = win + (cfg.th ? 'เครดิต: ' : 'Balance: ');
  } finally { $('spin').disabled = false; }
};
</script></body></html>`;
}

import { describe, expect, it } from 'vitest';
import { playPage } from '../src/rounds/page.ts';
import { SYMBOLS } from '../src/rounds/slot.ts';

const page = (lang: 'th' | 'en') =>
  playPage({ code: 'x-slot', name: 'X', provider: 'P', player: 'guest', lang, ticket: 't', nonce: 'n' });

describe('the sandbox slot window', () => {
  it('draws its symbols itself: no emoji, which a machine without an emoji font shows as empty boxes', () => {
    for (const lang of ['th', 'en'] as const) {
      expect(page(lang)).not.toMatch(/\p{Extended_Pictographic}/u);
      for (const name of SYMBOLS) expect(page(lang)).toContain(`<symbol id="sym-${name}" viewBox="0 0 32 32">`);
    }
  });

  it("names each symbol in the page's language, on the reels and in the paytable", () => {
    const th = page('th');
    expect(th).toContain('aria-label="ยังไม่หมุน"><use href="#sym-blank"/>');
    // The paytable's five cherries (the reels' symbols are in the script's config, escaped).
    expect(th.match(/aria-label="เชอร์รี"/g)).toHaveLength(5);
    expect(th).toContain('aria-label=\\"เชอร์รี\\"');
    expect(th).toContain('(ตัวที่สามใดก็ได้)');
    expect(th).not.toMatch(/aria-label="(cherry|lemon|bell|star|seven)"/);
    const en = page('en');
    for (const name of SYMBOLS) expect(en).toContain(`aria-label="${name}"><use href="#sym-${name}"/>`);
    expect(en).toContain('(any third)');
  });
});

import { describe, expect, it } from 'vitest';
import { vars } from '../../theme/contract.css';
import { makeTheme } from '../../theme/makeTheme';
import { themeVars } from '../../theme/themeVars';

const tokens = {
  bg: '#0b0a08',
  bgMenu: '#16130d',
  bgBtn: '#e8b64c',
  bgCard: '#1f1a12',
  bgSubBtnAndGbIcon: '#3a2f1c',
  bgBtnInContent: '#f5ce79',
};

// Lives here because the ui-kit area of this change is components/; it tests theme/themeVars.ts.
describe('themeVars', () => {
  it('maps every contract var to its custom property name and the theme value', () => {
    const props = themeVars(makeTheme(tokens));
    const name = (ref: string) => ref.replace(/^var\(/, '').replace(/\)$/, '');
    expect(props[name(vars.color.bgBtn)]).toBe('#e8b64c');
    expect(props[name(vars.layout.drawerWidth)]).toBe('440px');
    expect(Object.keys(props).every((key) => key.startsWith('--'))).toBe(true);
    expect(Object.keys(props)).toHaveLength(20 + 2 + 6 + 7 + 4 + 3 + 5 + 2 + 5);
  });

  it('fails clearly when the theme misses a token', () => {
    const theme = makeTheme(tokens);
    expect(() => themeVars({ ...theme, motion: { fast: '1ms' } } as unknown as typeof theme)).toThrow(/motion\.normal/);
  });
});

import { describe, expect, it } from 'vitest';
import { initialSideBar, setSideBar, sideBarSlice, toggleSideBar } from './sideBarSlice';

describe('side bar', () => {
  it('starts closed on iPad and open on a desktop', () => {
    expect(initialSideBar('ipad', 1366, null).open).toBe(false);
    expect(initialSideBar('desktop', 1366, null).open).toBe(true);
  });

  it('starts closed where it would cover the page (narrow screens)', () => {
    expect(initialSideBar('mobile', 390, null).open).toBe(false);
    expect(initialSideBar('desktop', 800, null).open).toBe(false);
  });

  it('keeps a desktop member’s last choice', () => {
    expect(initialSideBar('desktop', 1366, 'closed').open).toBe(false);
    expect(initialSideBar('ipad', 1366, 'open').open).toBe(false);
  });

  it('toggles and sets', () => {
    const reduce = sideBarSlice.reducer;
    expect(reduce({ open: true }, toggleSideBar()).open).toBe(false);
    expect(reduce({ open: false }, setSideBar(true)).open).toBe(true);
  });
});

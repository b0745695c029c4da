import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@lobby/api-client';
import type { DeviceClass } from '@lobby/util';

export interface SideBarState {
  open: boolean;
}

const STORAGE_KEY = 'lobby.sidebar';

/**
 * Spec §2: closed on iPad, open otherwise; narrow screens start closed (it overlays the page there). A desktop choice
 * persists.
 */
export function initialSideBar(device: DeviceClass, viewportWidth: number, stored: string | null): SideBarState {
  if (device === 'ipad') return { open: false };
  if (viewportWidth < 1025) return { open: false };
  return { open: stored === null ? true : stored === 'open' };
}

export function storedSideBar(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function persistSideBar(open: boolean): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, open ? 'open' : 'closed');
  } catch {
    // Private mode: the choice just isn't remembered.
  }
}

const sideBar = createSlice({
  name: 'sideBar',
  initialState: { open: true } as SideBarState,
  reducers: {
    toggleSideBar: (state) => {
      state.open = !state.open;
    },
    setSideBar: (state, action: PayloadAction<boolean>) => {
      state.open = action.payload;
    },
  },
  selectors: { selectSideBarOpen: (state) => state.open },
});

declare module '@lobby/api-client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof sideBar> {}
}

/** The sidebar's open state, injected into the site's root reducer. */
export const sideBarSlice = sideBar.injectInto(rootReducer);
export const { toggleSideBar, setSideBar } = sideBarSlice.actions;
export const { selectSideBarOpen } = sideBarSlice.selectors;

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@lobby/api-client';
import { loggedIn, sessionCleared } from '@lobby/auth-guards';
import { enqueue, type Notice } from '../rules/noticeRules';

/** Spec §3 client state `notify`: the notices waiting to be shown, first one on screen; empty means notices are off. */
export interface NotifyState {
  queue: Notice[];
  /** Dismissed since the queue was last empty ("announcement 2 of 3"). */
  dismissed: number;
  /** The member the upgrade flag was asked about in this visit (spec §4: at login). */
  upgradeCheckedFor: string | null;
}

const initialState: NotifyState = { queue: [], dismissed: 0, upgradeCheckedFor: null };

const notify = createSlice({
  name: 'notify',
  initialState,
  reducers: {
    noticesQueued: (state, action: PayloadAction<Notice[]>) => {
      state.queue = enqueue(state.queue, action.payload);
    },
    /** Moves to the next notice; after the last one notices are off (spec §4). */
    noticeDismissed: (state, action: PayloadAction<string>) => {
      state.queue = state.queue.filter((notice) => notice.id !== action.payload);
      state.dismissed = state.queue.length ? state.dismissed + 1 : 0;
    },
    upgradeChecked: (state, action: PayloadAction<string>) => {
      state.upgradeCheckedFor = action.payload;
    },
  },
  // Another member, or none: nothing of the last one's stays on screen.
  extraReducers: (builder) => {
    builder.addCase(loggedIn, () => initialState);
    builder.addCase(sessionCleared, () => initialState);
  },
  selectors: {
    selectNotify: (state) => state,
  },
});

declare module '@lobby/api-client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof notify> {}
}

/** Injected when the notices widget loads (it is the only reader). */
export const notifySlice = notify.injectInto(rootReducer);
export const { noticesQueued, noticeDismissed, upgradeChecked } = notifySlice.actions;
export const { selectNotify } = notifySlice.selectors;

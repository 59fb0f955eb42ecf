import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInit } from '../schemas/types';

export interface SessionState {
  sessionId: string | null;
  sessionExpiryTime: number | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { sessionId: null, sessionExpiryTime: null } as SessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionInit>) {
      state.sessionId = action.payload.sessionId;
      state.sessionExpiryTime = action.payload.sessionExpiryTime;
    },
  },
  selectors: {
    selectSessionId: (state) => state.sessionId,
    /** True while the stored session has not expired (a minute's margin for clock skew). */
    selectSessionIsLive: (state) => state.sessionExpiryTime !== null && state.sessionExpiryTime - 60_000 > Date.now(),
  },
});

export const { sessionStarted } = sessionSlice.actions;
export const { selectSessionId, selectSessionIsLive } = sessionSlice.selectors;

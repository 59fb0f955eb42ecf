import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInUser } from '../schemas/types';

/** The signed-in user as stored under the `user` key; the token is absent for cookie-only sessions. */
export type StoredUser = Omit<SignedInUser, 'token'> & { token?: string };

export interface AuthState {
  userInfo: StoredUser | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: { userInfo: null } as AuthState,
  reducers: {
    setCredentials(state, action: PayloadAction<StoredUser>) {
      state.userInfo = action.payload;
    },
    /** Profile fields changed on the server (name, addresses); keeps the token. */
    userUpdated(state, action: PayloadAction<Partial<Omit<StoredUser, '_id' | 'isAdmin' | 'token'>>>) {
      if (state.userInfo) state.userInfo = { ...state.userInfo, ...action.payload };
    },
    signedOut(state) {
      state.userInfo = null;
    },
  },
  selectors: {
    selectUser: (state) => state.userInfo,
    selectIsAuth: (state) => state.userInfo !== null,
    selectIsAdmin: (state) => state.userInfo?.isAdmin === true,
    /** An active member of the delivery team (the role the server last answered). */
    selectIsRider: (state) => state.userInfo?.role === 'rider',
    selectToken: (state) => state.userInfo?.token,
  },
});

export const { setCredentials, userUpdated, signedOut } = authSlice.actions;
export const { selectUser, selectIsAuth, selectIsAdmin, selectIsRider, selectToken } = authSlice.selectors;

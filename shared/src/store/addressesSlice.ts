import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasAddress, sameAddress, type AddressKey } from '../domain/address';
import type { SavedAddress } from '../schemas/types';
import { signedOut } from './authSlice';

export interface AddressesState {
  list: SavedAddress[];
}

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState: { list: [] } as AddressesState,
  reducers: {
    /** Replaces every address. */
    setAddresses(state, action: PayloadAction<SavedAddress[]>) {
      state.list = action.payload;
    },
    /** Adds one address unless one with the same society, wing and flat is stored. */
    setAddress(state, action: PayloadAction<SavedAddress>) {
      if (!hasAddress(state.list, action.payload)) state.list.push(action.payload);
    },
    removeAddress(state, action: PayloadAction<AddressKey>) {
      state.list = state.list.filter((address) => !sameAddress(address, action.payload));
    },
    clearAddresses(state) {
      state.list = [];
    },
  },
  // Addresses belong to the signed-in user: signing out drops them from memory too (storage is cleared by persistence).
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.list = [];
    });
  },
  selectors: {
    selectAddresses: (state) => state.list,
    selectFirstAddress: (state) => state.list[0] ?? null,
  },
});

export const { setAddresses, setAddress, removeAddress, clearAddresses } = addressesSlice.actions;
export const { selectAddresses, selectFirstAddress } = addressesSlice.selectors;

import { api, type Address, type ProfileUpdateResponse } from '@kirana/shared';

/**
 * The customer's saved addresses: PUT /api/users/profile replaces the whole list. (The delivery
 * area itself — localities and societies — is read through shared's `api.getLocalities` and `locationsApi`.)
 */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Replaces the whole list, in order: the first address is where orders are delivered. */
    saveAddresses: build.mutation<ProfileUpdateResponse, Address[]>({
      query: (address) => ({ url: '/api/users/profile', method: 'PUT', body: { address } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSaveAddressesMutation } = addressApi;

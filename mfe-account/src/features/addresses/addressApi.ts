import { api, type Address, type Locality, type ProfileUpdateResponse, type Society } from '@kirana/shared';

/**
 * The delivery area (public) and the customer's saved addresses (PUT /api/users/profile).
 * Spec §8: a locality or society list that fails to load is shown as an empty list, so callers
 * read `data = []`.
 */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocalities: build.query<Locality[], void>({
      query: () => '/api/localities',
      providesTags: [{ type: 'Societies', id: 'LOCALITIES' }],
    }),
    getSocietiesOfLocality: build.query<Society[], string>({
      query: (localityId) => `/api/society/locality/${encodeURIComponent(localityId)}`,
      providesTags: (_result, _error, localityId) => [{ type: 'Societies', id: `LOCALITY-${localityId}` }],
    }),
    getSocieties: build.query<Society[], void>({
      query: () => '/api/society',
      providesTags: [{ type: 'Societies', id: 'LIST' }],
    }),
    /** Replaces the whole list, in order: the first address is where orders are delivered. */
    saveAddresses: build.mutation<ProfileUpdateResponse, Address[]>({
      query: (address) => ({ url: '/api/users/profile', method: 'PUT', body: { address } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetLocalitiesQuery, useGetSocietiesOfLocalityQuery, useGetSocietiesQuery, useSaveAddressesMutation } = addressApi;

import { api } from '@kirana/shared';
import type { Locality, Society } from '../schemas/types';

/**
 * The delivery area, read by the address form (account) and managed by the admin. Tagged
 * Societies so an admin's change refreshes every list. Spec §8: a failed list shows as empty.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocalities: build.query<Locality[], void>({
      query: () => '/api/localities',
      providesTags: [{ type: 'Societies', id: 'LOCALITIES' }],
    }),
    getSocieties: build.query<Society[], void>({
      query: () => '/api/society',
      providesTags: [{ type: 'Societies', id: 'ALL' }],
    }),
    getSocietiesByLocality: build.query<Society[], string>({
      query: (localityId) => `/api/society/locality/${encodeURIComponent(localityId)}`,
      providesTags: (_result, _error, localityId) => [{ type: 'Societies', id: `LOCALITY-${localityId}` }],
    }),
  }),
});

export const { useGetLocalitiesQuery, useGetSocietiesQuery, useGetSocietiesByLocalityQuery } = locationsApi;

import { api, TAGS } from '@kirana/shared';
import type { Locality, Society } from '../schemas/types';

/**
 * The delivery area, read by the address form (account) and managed by the admin. Tagged
 * Societies so an admin's change refreshes every list. Spec §8: a failed list shows as empty.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocalities: build.query<Locality[], void>({
      query: () => '/api/localities',
      providesTags: [TAGS.localities],
    }),
    getSocieties: build.query<Society[], void>({
      query: () => '/api/society',
      providesTags: [TAGS.societies],
    }),
    getSocietiesByLocality: build.query<Society[], string>({
      query: (localityId) => `/api/society/locality/${encodeURIComponent(localityId)}`,
      providesTags: (_result, _error, localityId) => [TAGS.localitySocieties(localityId)],
    }),
  }),
});

export const { useGetLocalitiesQuery, useGetSocietiesQuery, useGetSocietiesByLocalityQuery } = locationsApi;

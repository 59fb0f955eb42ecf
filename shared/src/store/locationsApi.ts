import { api, TAGS } from '@kirana/shared';
import type { Society } from '../schemas/types';

/**
 * The delivery area's societies, read by the address form (account) and managed by the admin (its
 * localities are the core api's `getLocalities`). Tagged
 * Societies so an admin's change refreshes every list. A list that fails to load shows as empty.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetSocietiesQuery, useGetSocietiesByLocalityQuery } = locationsApi;

import { api, type StoreTaxProfile } from '@kirana/shared';

/** The store's tax details as bills print them (`GET/PUT /api/store/tax-profile`); null until set. */
export const storeTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreTaxProfile: build.query<StoreTaxProfile | null, void>({
      query: () => '/api/store/tax-profile',
    }),
    saveStoreTaxProfile: build.mutation<StoreTaxProfile, StoreTaxProfile>({
      query: (body) => ({ url: '/api/store/tax-profile', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storeTaxApi.util.upsertQueryData('getStoreTaxProfile', undefined, data));
        } catch {
          // The form shows the refusal; what was saved before stays.
        }
      },
    }),
  }),
});

export const { useGetStoreTaxProfileQuery, useSaveStoreTaxProfileMutation } = storeTaxApi;

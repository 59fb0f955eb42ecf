import { api, type SearchSynonym } from '@kirana/shared';

const SYNONYMS = { type: 'Product' as const, id: 'SYNONYMS' };
/** A changed word changes search results, so lists read afterwards are read again. */
const CHANGED = [SYNONYMS, { type: 'Product' as const, id: 'LIST' }];

/** The everyday words search understands (`/api/search-synonyms`, admin only). */
export const searchWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchWords: build.query<SearchSynonym[], void>({
      query: () => '/api/search-synonyms',
      providesTags: [SYNONYMS],
    }),
    saveSearchWord: build.mutation<SearchSynonym, { word: string; means: string }>({
      query: ({ word, means }) => ({ url: `/api/search-synonyms/${encodeURIComponent(word)}`, method: 'PUT', body: { means } }),
      invalidatesTags: CHANGED,
    }),
    deleteSearchWord: build.mutation<{ message: string }, string>({
      query: (word) => ({ url: `/api/search-synonyms/${encodeURIComponent(word)}`, method: 'DELETE' }),
      invalidatesTags: CHANGED,
    }),
  }),
});

export const { useGetSearchWordsQuery, useSaveSearchWordMutation, useDeleteSearchWordMutation } = searchWordsApi;

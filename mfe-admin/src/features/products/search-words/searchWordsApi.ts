import { api, TAGS, type SearchSynonym } from '@kirana/shared';

/** A changed word changes search results, so lists read afterwards are read again. */
const CHANGED = [TAGS.searchWords, TAGS.productList];

/** The everyday words search understands (`/api/search-synonyms`, admin only). */
export const searchWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchWords: build.query<SearchSynonym[], void>({
      query: () => '/api/search-synonyms',
      providesTags: [TAGS.searchWords],
    }),
    saveSearchWord: build.mutation<SearchSynonym, { word: string; means: string }>({
      query: ({ word, means }) => ({
        url: `/api/search-synonyms/${encodeURIComponent(word)}`,
        method: 'PUT',
        body: { means },
      }),
      invalidatesTags: CHANGED,
    }),
    deleteSearchWord: build.mutation<{ message: string }, string>({
      query: (word) => ({ url: `/api/search-synonyms/${encodeURIComponent(word)}`, method: 'DELETE' }),
      invalidatesTags: CHANGED,
    }),
  }),
});

export const { useGetSearchWordsQuery, useSaveSearchWordMutation, useDeleteSearchWordMutation } = searchWordsApi;

import { api, storeStatusApi, type PauseRequestBody, type StoreStatus } from '@kirana/shared';

/** The saved status goes straight into the shared read, so every banner and switch shows it at once. */
async function keepAnswer(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: StoreStatus }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(storeStatusApi.util.upsertQueryData('getStoreStatus', undefined, data));
  } catch {
    // The caller shows the failure; the status read stays as it was.
  }
}

/** The admin's pause and resume of new orders. */
export const storePauseApi = api.injectEndpoints({
  endpoints: (build) => ({
    pauseOrders: build.mutation<StoreStatus, PauseRequestBody>({
      query: (body) => ({ url: '/api/store/pause', method: 'PUT', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    resumeOrders: build.mutation<StoreStatus, void>({
      query: () => ({ url: '/api/store/pause', method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
  }),
});

export const { usePauseOrdersMutation, useResumeOrdersMutation } = storePauseApi;

import {
  api,
  type Locality,
  type LocalityInput,
  type Society,
  type SocietyCreate,
  type SocietyUpdate,
} from '@kirana/shared';

const invalidates = [{ type: 'Societies' as const }];

/** Admin writes to the delivery area; every read of it is tagged Societies, so lists refresh. */
export const locationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLocality: build.mutation<Locality, LocalityInput>({
      query: (body) => ({ url: '/api/localities', method: 'POST', body }),
      invalidatesTags: invalidates,
    }),
    renameLocality: build.mutation<Locality, { id: string } & LocalityInput>({
      query: ({ id, ...body }) => ({ url: `/api/localities/${id}`, method: 'PUT', body }),
      invalidatesTags: invalidates,
    }),
    deleteLocality: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/localities/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidates,
    }),
    createSociety: build.mutation<Society, SocietyCreate>({
      query: (body) => ({ url: '/api/society', method: 'POST', body }),
      invalidatesTags: invalidates,
    }),
    updateSociety: build.mutation<Society, { id: string } & SocietyUpdate>({
      query: ({ id, ...body }) => ({ url: `/api/society/${id}`, method: 'PUT', body }),
      invalidatesTags: invalidates,
    }),
    deleteSociety: build.mutation<{ message: string }, Pick<Society, '_id'>>({
      query: (society) => ({ url: '/api/society', method: 'DELETE', body: society }),
      invalidatesTags: invalidates,
    }),
  }),
});

export const {
  useCreateLocalityMutation,
  useRenameLocalityMutation,
  useDeleteLocalityMutation,
  useCreateSocietyMutation,
  useUpdateSocietyMutation,
  useDeleteSocietyMutation,
} = locationsAdminApi;

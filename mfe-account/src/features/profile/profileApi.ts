import { api, type ProfileUpdateResponse } from '@kirana/shared';

/** The customer's name: `PUT /api/users/profile {name}` (addresses go through `addressApi`). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveName: build.mutation<ProfileUpdateResponse, string>({
      query: (name) => ({ url: '/api/users/profile', method: 'PUT', body: { name } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSaveNameMutation } = profileApi;

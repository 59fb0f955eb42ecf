import { api, userUpdated } from '@kirana/shared';
import type { ProfileUpdateResponse } from '../schemas/types';

/**
 * The signed-in person's own name (`PUT /api/users/profile {name}`), for the customer's profile
 * page and the admin's account page alike. The stored user takes the name the server saved.
 */
export const ownProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveOwnName: build.mutation<ProfileUpdateResponse, string>({
      query: (name) => ({ url: '/api/users/profile', method: 'PUT', body: { name } }),
      invalidatesTags: ['User'],
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated({ name: data.name }));
        } catch {
          // Refused or lost: the page shows why, and the stored name stays as it was.
        }
      },
    }),
  }),
});

export const { useSaveOwnNameMutation } = ownProfileApi;

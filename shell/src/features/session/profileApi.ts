import { api, type User } from '@kirana/shared';

/** The current user, fetched with credentials (the cookie) and the bearer token when there is one. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Partial<User> | null, void>({
      query: () => ({ url: '/api/users/profile', credentials: 'include' }),
      providesTags: ['User'],
    }),
  }),
});

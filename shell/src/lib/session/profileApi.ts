import { api, type User } from '@kirana/shared';

/** The current user, fetched with credentials (the cookie) and the bearer token when there is one; and logging out. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Partial<User> | null, void>({
      query: () => ({ url: '/api/users/profile', credentials: 'include' }),
      providesTags: ['User'],
    }),
    logOut: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/api/users/logout', method: 'POST' }),
    }),
  }),
});

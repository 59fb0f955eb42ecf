import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { CLIENT_HEADER } from '../contracts/http';
import type { AuthState } from './authSlice';
import type { Locality } from '../schemas/types';
import { TAG_TYPES, TAGS } from './tags';

/** RTK Query keeps data nobody uses for this long; polling is off by default. */
export const KEEP_UNUSED_DATA_SECONDS = 60;

/** RTK Query's request and answer types, for a front end's own query functions. */
export type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { auth: AuthState }).auth.userInfo?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
    return headers;
  },
});

/** Prefixes every path with the API host read at start from `/config.json`. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const host = getRuntimeConfig().apiHost;
  const withHost = typeof args === 'string' ? `${host}${args}` : { ...args, url: `${host}${args.url}` };
  return rawBaseQuery(withHost, api, extraOptions);
};

/**
 * The one RTK Query api (spec: tags Product, Order, User, Societies; unused data kept 60 s,
 * no polling). Remotes add endpoints with `api.injectEndpoints`; one is its own (`getLocalities`).
 * What is on screen is fetched again when the network comes back after the 'You're Offline' screen.
 */
/** The server-rendered page's cache (its `api` slice), put into the browser's store before hydration. */
export const serverCacheReceived = createAction<unknown>('api/serverCacheReceived');

export const api = createApi({
  reducerPath: 'api',
  // RTK Query's documented way in: it keeps the fulfilled reads and drops anything in flight.
  extractRehydrationInfo: (action) => (serverCacheReceived.match(action) ? (action.payload as never) : undefined),
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    // The localities the store delivers to: the terms page names them, the address forms offer them, the
    // admin manages them. One read for all (the catalogue had its own copy); defined here rather than
    // injected, which would cost the first page more. Their societies are locationsApi (extended).
    getLocalities: build.query<Locality[], void>({
      query: () => '/api/localities',
      providesTags: [TAGS.localities],
    }),
  }),
});

import {
  api,
  type AdminOrderList,
  type CustomerAddressAdd,
  type CustomerSignInSms,
  type CustomerCreate,
  type CustomerList,
  type CustomersQuery,
  type CustomerSummary,
} from '@kirana/shared';
import { TAGS } from '@kirana/shared';
import { liveOrderList } from '@kirana/shared/extended';
import { liveQueue } from '../../lib/liveQueue';

/** Drops the query's empty parts so `?search=` never reaches the server. */
function params(query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface CustomerOrdersQuery {
  user: string;
  page: number;
  pageSize: number;
  /** A customer's history shows failed online payments too, marked Cancelled. */
  includeCancelled?: boolean;
}

/**
 * The store's customers (`/api/users`, admin only) and one customer's orders. Customers are
 * tagged User; the orders list carries the shared order-list tag, so a delivery or a new order
 * anywhere refreshes it.
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerList, CustomersQuery>({
      query: (query) => `/api/users${params({ ...query })}`,
      // A new or delivered order changes a customer's figures, so the list follows orders too.
      providesTags: (result) => [
        TAGS.customerList,
        TAGS.orderList,
        TAGS.orderFigures,
        ...(result?.items ?? []).map((c) => TAGS.customer(c._id)),
      ],
    }),
    getCustomer: build.query<CustomerSummary, string>({
      query: (id) => `/api/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [TAGS.customer(id), TAGS.orderList, TAGS.orderFigures],
    }),
    /** The customer's last sign-in SMS and its delivery report; asked afresh each time the page opens. */
    getCustomerSignInSms: build.query<CustomerSignInSms, string>({
      query: (id) => `/api/users/${encodeURIComponent(id)}/sign-in-sms`,
      keepUnusedDataFor: 0,
    }),
    createCustomer: build.mutation<CustomerSummary, CustomerCreate>({
      query: (body) => ({ url: '/api/users', method: 'POST', body }),
      invalidatesTags: [TAGS.customerList],
    }),
    /** One more address for a customer; their page shows the answer at once. */
    addCustomerAddress: build.mutation<CustomerSummary, { customerId: string } & CustomerAddressAdd>({
      query: ({ customerId, address }) => ({
        url: `/api/users/${encodeURIComponent(customerId)}/addresses`,
        method: 'POST',
        body: { address },
      }),
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(customersApi.util.updateQueryData('getCustomer', customerId, () => data));
        } catch {
          // refused: the form shows why, and nothing changed
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [TAGS.customerList]),
    }),
    getCustomerOrders: build.query<AdminOrderList, CustomerOrdersQuery>({
      query: (query) => `/api/orders/${params({ ...query })}`,
      providesTags: [TAGS.orderList],
    }),
  }),
});

// A customer's orders are the queue narrowed to them: a live `orderUpdated` patches them the same way.
liveOrderList('getCustomerOrders', liveQueue);

export const {
  useGetCustomersQuery,
  useGetCustomerQuery,
  useGetCustomerSignInSmsQuery,
  useCreateCustomerMutation,
  useAddCustomerAddressMutation,
  useGetCustomerOrdersQuery,
} = customersApi;

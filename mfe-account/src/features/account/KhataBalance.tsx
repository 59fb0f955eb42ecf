import { api, formatRupees, type KhataBalance as Balance } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

/** The customer's own khata (`GET /api/khata/mine`); a delivery or payment of theirs reads it again. */
const myKhataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyKhata: build.query<Balance, void>({ query: () => '/api/khata/mine', providesTags: [TAGS.orderList] }),
  }),
});

const rupees = (paise: number) => formatRupees(paise / 100);

/** What the customer owes the store for orders delivered unpaid, or the credit they have; nothing when the tab is clear. */
export function KhataBalance() {
  const { data } = myKhataApi.useGetMyKhataQuery();
  if (!data || (data.balanceDuePaise === 0 && data.creditPaise === 0)) return null;
  const orders = data.unpaidOrders === 1 ? '1 delivered order' : `${data.unpaidOrders} delivered orders`;
  return (
    <p className="kn-acc-khata" data-testid="my-khata">
      {data.balanceDuePaise > 0 ? (
        <>
          <strong>{rupees(data.balanceDuePaise)} to pay</strong> for {orders}
          {data.creditPaise > 0 && ` (after your ${rupees(data.creditPaise)} credit)`}. Pay in cash or by UPI with your next order.
        </>
      ) : (
        <>
          <strong>{rupees(data.creditPaise)} credit</strong> with the store: it goes towards your next order.
        </>
      )}
    </p>
  );
}

import { api, formatRupees, TAGS, type KhataBalance as Balance } from '@kirana/shared';
import { useT } from '../../i18n';

/** The customer's own khata (`GET /api/khata/mine`); a delivery or payment of theirs reads it again. */
const myKhataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyKhata: build.query<Balance, void>({
      query: () => '/api/khata/mine',
      providesTags: [TAGS.orderList, TAGS.orderFigures],
    }),
  }),
});

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * What the customer owes the store for orders delivered unpaid, or the credit they have; nothing when the tab
 * is clear.
 */
export function KhataBalance() {
  const { data } = myKhataApi.useGetMyKhataQuery();
  const t = useT();
  if (!data || (data.balanceDuePaise === 0 && data.creditPaise === 0)) return null;
  return (
    <p className="kn-acc-khata" data-testid="my-khata">
      {data.balanceDuePaise > 0 ? (
        <>
          <strong>{t('{amount} to pay', { amount: rupees(data.balanceDuePaise) })}</strong>{' '}
          {t('for {count, plural, one {# delivered order} other {# delivered orders}}', { count: data.unpaidOrders })}
          {data.creditPaise > 0 && ` ${t('(after your {amount} credit)', { amount: rupees(data.creditPaise) })}`}.{' '}
          {t('Pay in cash or by UPI with your next order.')}
        </>
      ) : (
        <>
          <strong>{t('{amount} credit', { amount: rupees(data.creditPaise) })}</strong>{' '}
          {t('with the store: it goes towards your next order.')}
        </>
      )}
    </p>
  );
}

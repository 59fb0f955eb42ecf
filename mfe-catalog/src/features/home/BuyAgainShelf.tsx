import { api, TAGS, BUY_AGAIN_SIZE_DEFAULT, type Product } from '@kirana/shared';
import { ProductCard } from '../../components/product-card/ProductCard';
import { useT } from '../../i18n';

/** `GET /api/orders/buy-again`: the signed-in customer's own most bought products, read afresh on every visit. */
const buyAgainApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyAgain: build.query<Product[], number>({
      query: (limit) => `/api/orders/buy-again?limit=${limit}`,
      providesTags: (result) => (result ?? []).map((p) => TAGS.product(p._id)),
    }),
  }),
});

/** What the customer buys most, first on the home page; nothing at all until there is something to show. */
export default function BuyAgainShelf() {
  const { data } = buyAgainApi.useGetBuyAgainQuery(BUY_AGAIN_SIZE_DEFAULT, { refetchOnMountOrArgChange: true });
  const t = useT();
  if (!data || data.length === 0) return null;
  return (
    <section className="kn-cat-shelf kn-cat-shelf--again" aria-labelledby="kn-cat-shelf-again">
      <header className="kn-cat-shelf__head">
        <h2 id="kn-cat-shelf-again" className="kn-cat-shelf__title">
          {t('Buy again')}
        </h2>
      </header>
      <div className="kn-cat-shelf__row">
        {data.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </section>
  );
}

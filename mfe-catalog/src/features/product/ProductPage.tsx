import {
  DELIVERY_PROMISE_MINUTES,
  errorStatus,
  formatRupees,
  isObjectId,
  Link,
  MAX_QTY_PER_LINE,
  Price,
  type Product,
  productCategoryName,
  productName,
  QuantityStepper,
  savingOf,
  useDocumentTitle,
  useLocale,
  useLocation,
  useNavigate,
  useParams,
} from '@kirana/shared';
import { productTitle } from '../../pageTitles';
import { LoadError } from '../../components/page-states/LoadError';
import { NotFoundPanel } from '../../components/page-states/PageNotFound';
import { categoryHref } from '../../lib/categoryHref';
import { useGetCategoriesQuery, useGetProductQuery } from '../../lib/productsApi';
import { Gallery } from './Gallery';
import '../../components/product-card/catalog.css';
import './product.css';
import { useT } from '../../i18n';

/** `product/:id`: pictures, name, pack size, price and saving, stock, the cart line, description. */
export function ProductPage() {
  const { id = '' } = useParams();
  const valid = isObjectId(id);
  const { data, error, isLoading, isFetching, refetch } = useGetProductQuery(id, { skip: !valid });
  if (!valid || errorStatus(error) === 404) return <ProductNotFound />;
  if (isLoading) return <ProductSkeleton />;
  if (error || !data)
    return <LoadError what="this product" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <ProductDetail product={data} />;
}

function ProductDetail({ product }: { product: Product }) {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(productTitle(t, locale, product));
  const name = productName(product, locale);
  const saving = savingOf(product);
  const slug = useGetCategoriesQuery().data?.find((c) => c._id === product.categoryId)?.slug ?? product.categoryId;
  return (
    <article className="kn-cat-product" aria-labelledby="kn-cat-product-name">
      <BackLink />
      <div className="kn-cat-product__layout">
        <Gallery images={product.productImages} name={name} />
        <div className="kn-cat-product__info">
          <Link className="kn-cat-product__category" to={categoryHref('', slug)}>
            {productCategoryName(product, locale)}
          </Link>
          <h1 id="kn-cat-product-name" className="kn-cat-product__name">
            {name}
          </h1>
          <p className="kn-cat-product__qty">{product.quantityLabel}</p>
          <div className="kn-cat-product__price-row">
            <Price className="kn-cat-product__price" sellingPrice={product.sellingPrice} mrp={product.mrp} />
            {saving.rupees > 0 && (
              <span className="kn-cat-product__saving">
                {t('You save {amount} ({percent}% off)', {
                  amount: formatRupees(saving.rupees, { locale }),
                  percent: saving.percent,
                })}
              </span>
            )}
          </div>
          <p className="kn-cat-product__tax">
            {saving.rupees > 0 ? t('MRP and price inclusive of all taxes') : t('Price inclusive of all taxes')}
          </p>
          <StockNote stock={product.stock} />
          <div className="kn-cat-product__buy">
            <QuantityStepper product={product} size="lg" />
            <span className="kn-cat-product__limit">{t('Up to {max} per order', { max: MAX_QTY_PER_LINE })}</span>
          </div>
          <p className="kn-cat-product__promise">
            {t('Delivered to your door in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)}
          </p>
          {product.description && (
            <section className="kn-cat-product__about" aria-labelledby="kn-cat-product-about">
              <h2 id="kn-cat-product-about">{t('About this product')}</h2>
              <p>{product.description}</p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

function StockNote({ stock }: { stock: number }) {
  const t = useT();
  if (stock <= 0)
    return <p className="kn-cat-product__stock kn-cat-product__stock--out">{t('Out of stock — back soon')}</p>;
  if (stock <= MAX_QTY_PER_LINE)
    return <p className="kn-cat-product__stock kn-cat-product__stock--low">{t('Only {stock} left', { stock })}</p>;
  return <p className="kn-cat-product__stock">{t('In stock')}</p>;
}

/** Back to where the shopper came from in the store; to the shop when they arrived straight here. */
function BackLink() {
  const navigate = useNavigate();
  const cameFromStore = useLocation().key !== 'default';
  const t = useT();
  return (
    <Link
      to="/"
      className="kn-cat-back"
      onClick={(event) => {
        if (!cameFromStore) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span> {t('Back')}
    </Link>
  );
}

export function ProductNotFound() {
  return (
    <NotFoundPanel
      documentTitle="Product not found"
      title="We couldn’t find that product"
      hint="It may have been removed from the shop, or the link may be mistyped. Try searching for it instead."
    />
  );
}

function ProductSkeleton() {
  const t = useT();
  return (
    <div className="kn-cat-product" role="status" aria-label={t('Loading product')}>
      <span className="kn-cat-back kn-cat-skel kn-cat-skel--short" aria-hidden="true" />
      <div className="kn-cat-product__layout" aria-hidden="true">
        <div className="kn-cat-gallery">
          <span className="kn-cat-gallery__main kn-cat-skel" />
        </div>
        <div className="kn-cat-product__info">
          <span className="kn-cat-skel kn-cat-skel--short" style={{ height: '1rem' }} />
          <span className="kn-cat-skel" style={{ height: '2rem', width: '80%' }} />
          <span className="kn-cat-skel kn-cat-skel--short" style={{ height: '1rem' }} />
          <span className="kn-cat-skel" style={{ height: '2rem', width: '50%' }} />
          <span className="kn-cat-skel" style={{ height: '44px', width: '120px' }} />
        </div>
      </div>
    </div>
  );
}

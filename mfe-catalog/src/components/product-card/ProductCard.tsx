import {
  Link,
  NO_PICTURE,
  Price,
  type Product,
  productName,
  QuantityStepper,
  savingOf,
  storefrontPath,
  useLocale,
} from '@kirana/shared';
import './catalog.css';
import { useT } from '../../i18n';

/**
 * How a card's picture loads: `first` is the page's largest first picture (fetched before anything
 * else), `visible` is on the first screen (fetched at once), `later` waits until scrolled near.
 */
export type PictureLoading = 'first' | 'visible' | 'later';

/** Image and name open the product; the stepper is the shared cart line (Add, then − qty +). */
export function ProductCard({ product, picture = 'later' }: { product: Product; picture?: PictureLoading }) {
  const saving = savingOf(product);
  const t = useT();
  const name = productName(product, useLocale());
  return (
    <article className="kn-cat-card" aria-label={name}>
      <Link to={storefrontPath.product(product._id)} className="kn-cat-card__link">
        <span className="kn-cat-card__media">
          <img
            className={`kn-cat-card__image${product.inStock ? '' : ' kn-cat-card__image--soldout'}`}
            src={product.productImages[0] ?? NO_PICTURE}
            alt=""
            width={160}
            height={160}
            loading={picture === 'later' ? 'lazy' : 'eager'}
            fetchPriority={picture === 'first' ? 'high' : 'auto'}
            decoding={picture === 'later' ? 'async' : 'auto'}
          />
          {/* Said to screen readers by the struck-out MRP and by the stepper ('… is out of stock'). */}
          {saving.percent > 0 && (
            <span className="kn-cat-card__badge" aria-hidden="true">
              {t('{percent}% OFF', { percent: saving.percent })}
            </span>
          )}
          {!product.inStock && (
            <span className="kn-cat-card__soldout" aria-hidden="true">
              {t('Out of stock')}
            </span>
          )}
        </span>
        <h3 className="kn-cat-card__name">{name}</h3>
      </Link>
      <p className="kn-cat-card__qty">{product.quantityLabel}</p>
      <div className="kn-cat-card__foot">
        <Price className="kn-cat-card__price" sellingPrice={product.sellingPrice} mrp={product.mrp} compact />
        <QuantityStepper product={product} />
      </div>
    </article>
  );
}

/** Holds a card's exact place while products load, so nothing moves when they arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="kn-cat-card kn-cat-card--skeleton" aria-hidden="true">
      <span className="kn-cat-card__link">
        <span className="kn-cat-card__media kn-cat-skel" />
        <span className="kn-cat-card__name kn-cat-skel kn-cat-skel--text" />
      </span>
      <span className="kn-cat-card__qty kn-cat-skel kn-cat-skel--short" />
      <span className="kn-cat-card__foot">
        <span className="kn-cat-skel kn-cat-skel--price" />
        <span className="kn-cat-skel kn-cat-skel--button" />
      </span>
    </div>
  );
}

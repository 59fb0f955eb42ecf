import { Link } from 'react-router-dom';
import { Price, type Product } from '@kirana/shared';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="kn-cat-card" aria-label={product.name}>
      <Link to={`/product/${product._id}`} className="kn-cat-card__link">
        <img className="kn-cat-card__image" src={product.productImages[0]} alt="" width={160} height={160} loading="lazy" decoding="async" />
        <h3 className="kn-cat-card__name">{product.name}</h3>
      </Link>
      <p className="kn-cat-card__qty">{product.quantityLabel}</p>
      <Price className="kn-cat-card__price" sellingPrice={product.sellingPrice} mrp={product.mrp} />
    </article>
  );
}

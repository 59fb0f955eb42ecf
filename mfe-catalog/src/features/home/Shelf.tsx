import { useEffect, useRef, useState } from 'react';
import { type CategoryShelf, categoryName, Link, useLocale } from '@kirana/shared';
import { ProductCard, ProductCardSkeleton, type PictureLoading } from '../../components/product-card/ProductCard';
import { categoryHref } from '../../lib/categoryHref';
import { useT } from '../../i18n';

/** Shelves drawn in full on the first render (on the server too); the rest as they scroll near. */
export const SHELVES_DRAWN_AT_ONCE = 2;
/** Cards whose pictures are fetched at once: the first shelf's, as many as a wide screen shows. */
const PICTURES_AT_ONCE = 6;
/** How far below the screen a shelf starts drawing, so it is ready before it is seen. */
const DRAW_AHEAD = '600px';

/**
 * One category's row. A shelf below the first screen holds its exact place (heading, See all, a
 * row of card skeletons) until it comes within DRAW_AHEAD of the screen or something in it takes
 * focus: the home page stays light (9 shelves of 12 cards were 1,250 elements) and nothing moves.
 */
export function Shelf({ shelf, position }: { shelf: CategoryShelf; position: number }) {
  const { category, products } = shelf;
  const t = useT();
  const name = categoryName(category, useLocale());
  const [drawn, setDrawn] = useState(position < SHELVES_DRAWN_AT_ONCE);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (drawn) return;
    if (typeof IntersectionObserver === 'undefined') return setDrawn(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setDrawn(true),
      { rootMargin: `${DRAW_AHEAD} 0px` },
    );
    // Set: effects run after the section below is in the document, and it is always drawn.
    observer.observe(section.current!);
    return () => observer.disconnect();
  }, [drawn]);

  const picture = (index: number): PictureLoading =>
    position > 0 || index >= PICTURES_AT_ONCE ? 'later' : index === 0 ? 'first' : 'visible';
  return (
    <section
      ref={section}
      className="kn-cat-shelf"
      aria-labelledby={`kn-cat-shelf-${category._id}`}
      onFocus={() => setDrawn(true)}
    >
      <header className="kn-cat-shelf__head">
        <h2 id={`kn-cat-shelf-${category._id}`} className="kn-cat-shelf__title">
          {name}
        </h2>
        <Link
          className="kn-cat-shelf__all"
          to={categoryHref('', category.slug)}
          aria-label={t('See all {count} in {category}', { count: category.productCount, category: name })}
        >
          {t('See all ({count})', { count: category.productCount })}
        </Link>
      </header>
      <div className="kn-cat-shelf__row" aria-busy={!drawn}>
        {drawn
          ? products.map((product, index) => (
              <ProductCard key={product._id} product={product} picture={picture(index)} />
            ))
          : Array.from({ length: Math.min(products.length, PICTURES_AT_ONCE) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
              <ProductCardSkeleton key={i} />
            ))}
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { type Category, categoryName, Link, NO_PICTURE, useLocale } from '@kirana/shared';
import { categoryHref } from '../../lib/categoryHref';
import { useT } from '../../i18n';

interface CategoryRowProps {
  categories: Category[] | undefined;
  /** The categories failed to load: the page's own Retry covers them, so the row steps aside. */
  failed: boolean;
  selected: string;
  search: string;
}

/** The aisles, as a row of pictures to tap; 'All' clears the filter. Scrolls sideways on a phone. */
export function CategoryRow({ categories, failed, selected, search }: CategoryRowProps) {
  const row = useRef<HTMLElement>(null);
  const t = useT();
  const locale = useLocale();
  // A shared link to a far-right aisle opens with its chip in view: the row scrolls sideways, the
  // page never (scrollIntoView would move the page too, away from where Back put the customer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: selected and categories are when to scroll (a new chip is current or the chips arrive); the effect reads the DOM through the ref
  useEffect(() => {
    const aisles = row.current;
    const chip = aisles?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!aisles || !chip) return;
    const left = chip.getBoundingClientRect().left - aisles.getBoundingClientRect().left;
    if (left < 0 || left + chip.offsetWidth > aisles.clientWidth)
      aisles.scrollLeft += left - (aisles.clientWidth - chip.offsetWidth) / 2;
  }, [selected, categories]);

  if (failed && !categories) return null;
  if (!categories) {
    return (
      <div className="kn-cat-aisles" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
          <span key={i} className="kn-cat-aisle kn-cat-aisle--skeleton">
            <span className="kn-cat-aisle__image kn-cat-skel" />
            <span className="kn-cat-aisle__name kn-cat-skel kn-cat-skel--short" />
          </span>
        ))}
      </div>
    );
  }
  const shown = categories.filter((category) => category.productCount > 0 || category.slug === selected);
  return (
    <nav ref={row} className="kn-cat-aisles" aria-label={t('Categories')}>
      <Link
        to={categoryHref(search, null)}
        className="kn-cat-aisle"
        aria-current={selected === '' ? 'true' : undefined}
      >
        <span className="kn-cat-aisle__image kn-cat-aisle__image--all" aria-hidden="true">
          <svg aria-hidden="true" width="30" height="30" viewBox="0 0 24 24" fill="currentColor">
            <rect x="3" y="3" width="8" height="8" rx="2" />
            <rect x="13" y="3" width="8" height="8" rx="2" />
            <rect x="3" y="13" width="8" height="8" rx="2" />
            <rect x="13" y="13" width="8" height="8" rx="2" />
          </svg>
        </span>
        <span className="kn-cat-aisle__name">{t('All')}</span>
      </Link>
      {shown.map((category) => (
        <Link
          key={category._id}
          to={categoryHref(search, category.slug)}
          className="kn-cat-aisle"
          aria-current={selected === category.slug ? 'true' : undefined}
        >
          <img
            className="kn-cat-aisle__image"
            src={category.image || NO_PICTURE}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
          <span className="kn-cat-aisle__name">{categoryName(category, locale)}</span>
        </Link>
      ))}
    </nav>
  );
}

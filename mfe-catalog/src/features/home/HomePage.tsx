import { type ReactNode, Suspense } from 'react';
import { categoryName, Link, StorePauseBanner, useDocumentTitle, useLocale, useSearchParams } from '@kirana/shared';
import { productResults } from '../../pages';
import { aisleTitle, searchTitle, siteTitle } from '../../pageTitles';
import { BuyAgain } from './BuyAgain';
import { ResultsSkeleton } from './ResultsSkeleton';
import { useGetCategoriesQuery } from '../../lib/productsApi';
import { categoryHref } from '../../lib/categoryHref';
import { CategoryRow } from './CategoryRow';
import { DeliveryPromise } from './DeliveryPromise';
import { Shelves } from './Shelves';
import '../../components/page-states/pageStates.css';
import './home.css';
import { useT } from '../../i18n';

const Results = productResults.Component;

/**
 * `/`: the delivery promise and the aisles, then either every category's shelf (a signed-in
 * customer's Buy again first), one category (`?category=dairy`), or search results
 * (`?search=milk`, narrowed by a category if chosen).
 */
export function HomePage() {
  const [params] = useSearchParams();
  const t = useT();
  const search = (params.get('search') ?? '').trim();
  const slug = params.get('category') ?? '';
  const categories = useGetCategoriesQuery();
  const category = categories.data?.find((c) => c.slug === slug);
  const locale = useLocale();
  const aisleName = category ? categoryName(category, locale) : undefined;
  const retryCategories = () => {
    if (categories.isError) void categories.refetch();
  };

  useDocumentTitle(search ? searchTitle(t, search) : aisleName ? aisleTitle(t, aisleName) : siteTitle(t));

  let view: ReactNode;
  if (search) {
    view = (
      <Results
        key={`search:${search}:${slug}`}
        query={{ search, ...(slug ? { category: slug } : {}) }}
        title={
          <>
            {t('Results for “{search}”', { search })}
            {aisleName && (
              <span className="kn-cat-results__within"> {t('in {category}', { category: aisleName })}</span>
            )}
          </>
        }
        empty={<NoMatches search={search} categoryName={aisleName} />}
        onRetry={retryCategories}
      />
    );
  } else if (slug) {
    view = (
      <Results
        key={`category:${slug}`}
        query={{ category: slug }}
        title={aisleName ?? t('This aisle')}
        empty={<EmptyAisle known={!categories.data || Boolean(category)} />}
        onRetry={retryCategories}
      />
    );
  } else {
    view = (
      <>
        <BuyAgain />
        <Shelves onRetry={retryCategories} />
      </>
    );
  }

  return (
    <div className="kn-cat-home">
      <StorePauseBanner className="kn-cat-paused" />
      <DeliveryPromise />
      <CategoryRow categories={categories.data} failed={categories.isError} selected={slug} search={search} />
      <Suspense fallback={<ResultsSkeleton />}>{view}</Suspense>
    </div>
  );
}

function NoMatches({ search, categoryName }: { search: string; categoryName: string | undefined }) {
  const t = useT();
  return (
    <div className="kn-cat-empty" role="status">
      <p className="kn-cat-empty__title">
        {categoryName
          ? t('No products match “{search}” in {category}', { search, category: categoryName })
          : t('No products match “{search}”', { search })}
      </p>
      <p className="kn-cat-empty__hint">
        {t('Check the spelling, or try a shorter word like ‘milk’, ‘atta’ or ‘tomato’.')}
      </p>
      <div className="kn-cat-empty__actions">
        {categoryName && (
          <Link className="kn-ui-button kn-ui-button--ghost" to={categoryHref(search, null)}>
            {t('Search all categories')}
          </Link>
        )}
        <Link className="kn-ui-button" to="/">
          {t('Browse all products')}
        </Link>
      </div>
    </div>
  );
}

function EmptyAisle({ known }: { known: boolean }) {
  const t = useT();
  return (
    <div className="kn-cat-empty" role="status">
      <p className="kn-cat-empty__title">
        {known ? t('This aisle is empty for now') : t('We couldn’t find that aisle')}
      </p>
      <p className="kn-cat-empty__hint">
        {known
          ? t('Its products are being restocked. Please check back soon.')
          : t('It may have been renamed or removed.')}
      </p>
      <div className="kn-cat-empty__actions">
        <Link className="kn-ui-button" to="/">
          {t('Browse all products')}
        </Link>
      </div>
    </div>
  );
}

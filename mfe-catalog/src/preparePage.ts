import {
  errorStatus,
  firstSegment,
  isObjectId,
  loadLocale,
  type Locale,
  SHELF_SIZE_DEFAULT,
  storeStatusApi,
  type PageDispatch,
  type PageLocation,
  type PreparedPage,
  api,
} from '@kirana/shared';
import { RESULTS_PAGE_SIZE } from './features/home/ProductResults';
import { productsApi } from './lib/productsApi';
import { productPage, productResults, termsPage } from './pages';
import { renderHeadTags } from './head/headTags';
import { homePageMeta, notFoundPageMeta, productPageMeta, termsPageMeta } from './head/pageMeta';
// The catalogue's strings defined before its language loads: the head is written in the visitor's language.
import './i18n';

/**
 * The catalogue's server-rendered pages: the reads each page draws on its first render, with
 * exactly the arguments its components pass (so the browser's hooks find them cached), and the
 * page's own code. A read that fails rejects: the shell then serves the page client-rendered.
 */
export async function preparePage(
  { pathname, search }: PageLocation,
  dispatch: PageDispatch,
  origin: string,
  locale: Locale = 'en',
): Promise<PreparedPage> {
  // Read once per language and kept, so only a server's first page in Hindi waits for it.
  await loadLocale(locale);
  // subscribe: false — the page's own hooks subscribe when it renders; this only fills the cache.
  const once = { subscribe: false } as const;
  const { getCategories, getProducts, getShelves, getProduct } = productsApi.endpoints;

  const segment = firstSegment(pathname);
  if (segment === '') {
    const params = new URLSearchParams(search);
    const query = (params.get('search') ?? '').trim();
    const slug = params.get('category') ?? '';
    const products =
      query || slug
        ? dispatch(
            getProducts.initiate(
              {
                ...(query ? { search: query } : {}),
                ...(slug ? { category: slug } : {}),
                page: 1,
                pageSize: RESULTS_PAGE_SIZE,
              },
              once,
            ),
          ).unwrap()
        : dispatch(getShelves.initiate({ perCategory: SHELF_SIZE_DEFAULT }, once)).unwrap();
    // The pause banner is drawn on the server too (no shift when it appears); without it the page still renders.
    const storeStatus = dispatch(storeStatusApi.endpoints.getStoreStatus.initiate(undefined, once))
      .unwrap()
      .catch(() => null);
    const [, categories] = await Promise.all([
      products,
      dispatch(getCategories.initiate(undefined, once)).unwrap(),
      query || slug ? productResults.preload() : null,
      storeStatus,
    ]);
    const category = categories.find((c) => c.slug === slug);
    return {
      status: 200,
      head: renderHeadTags(homePageMeta(origin, { search: query, ...(category ? { category } : {}) }, locale)),
    };
  }
  if (segment === 'product') {
    const [, id = '', ...rest] = pathname.split('/').filter(Boolean);
    if (rest.length > 0) return { status: 404, head: renderHeadTags(notFoundPageMeta('Page not found', locale)) };
    if (!isObjectId(id)) return { status: 404, head: renderHeadTags(notFoundPageMeta('Product not found', locale)) };
    const [product] = await Promise.all([
      dispatch(getProduct.initiate(id, once))
        .unwrap()
        .catch((error: unknown) => (errorStatus(error) === 404 ? null : Promise.reject(error))),
      dispatch(getCategories.initiate(undefined, once)).unwrap(),
      productPage.preload(),
    ]);
    if (!product) return { status: 404, head: renderHeadTags(notFoundPageMeta('Product not found', locale)) };
    return { status: 200, head: renderHeadTags(productPageMeta(origin, product, locale)) };
  }
  if (segment === 'terms-and-policies' && pathname.replace(/\/+$/, '') === '/terms-and-policies') {
    await Promise.all([dispatch(api.endpoints.getLocalities.initiate(undefined, once)).unwrap(), termsPage.preload()]);
    return { status: 200, head: renderHeadTags(termsPageMeta(origin, locale)) };
  }
  return { status: 404, head: renderHeadTags(notFoundPageMeta('Page not found', locale)) };
}

import { api, type Category, type CategoryShelf, type Locality, type Product, type ProductList, type ProductListQuery, type ShelvesQuery } from '@kirana/shared';

function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const productTags = (products: readonly Product[] | undefined, list: string) => [
  ...(products ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
  { type: 'Product' as const, id: list },
];

/** The catalogue's reads: shelves for the home page, pages of products (by category, by search), one product, categories. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShelves: build.query<CategoryShelf[], ShelvesQuery>({
      query: (query) => `/api/products/shelves${toQueryString(query)}`,
      providesTags: (result) =>
        productTags(
          result?.flatMap((shelf) => shelf.products),
          'LIST',
        ),
    }),
    getProducts: build.query<ProductList, ProductListQuery>({
      query: (query) => `/api/products${toQueryString(query)}`,
      providesTags: (result) => productTags(result?.items, 'LIST'),
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/api/products/categories',
      providesTags: [{ type: 'Product', id: 'CATEGORIES' }],
    }),
    /** The localities we deliver to, for the terms page. */
    getDeliveryAreas: build.query<Locality[], void>({
      query: () => '/api/localities',
      providesTags: [{ type: 'Societies', id: 'LOCALITIES' }],
    }),
  }),
});

export const { useGetShelvesQuery, useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery, useGetDeliveryAreasQuery } = productsApi;

import {
  api,
  TAGS,
  type Category,
  type CategoryShelf,
  type Product,
  type ProductList,
  type ProductListQuery,
  type ShelvesQuery,
} from '@kirana/shared';

function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A list's products, each under its own tag, and the list tag every catalogue change refreshes. */
const productListTags = (products: readonly Product[] | undefined) => [
  ...(products ?? []).map((p) => TAGS.product(p._id)),
  TAGS.productList,
];

/**
 * The catalogue's reads: shelves for the home page, pages of products (by category, by search), one product,
 * categories.
 */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShelves: build.query<CategoryShelf[], ShelvesQuery>({
      query: (query) => `/api/products/shelves${toQueryString(query)}`,
      providesTags: (result) => productListTags(result?.flatMap((shelf) => shelf.products)),
    }),
    getProducts: build.query<ProductList, ProductListQuery>({
      query: (query) => `/api/products${toQueryString(query)}`,
      providesTags: (result) => productListTags(result?.items),
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [TAGS.product(id)],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/api/products/categories',
      providesTags: [TAGS.categories],
    }),
  }),
});

export const { useGetShelvesQuery, useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery } = productsApi;

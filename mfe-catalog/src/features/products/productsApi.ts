import { api, type Category, type Product, type ProductList, type ProductListQuery } from '@kirana/shared';

function toQueryString(query: ProductListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The catalogue's reads: products (paged, by category, by search), one product, categories. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductList, ProductListQuery>({
      query: (query) => `/api/products${toQueryString(query)}`,
      providesTags: (result) => [...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p._id })), { type: 'Product', id: 'LIST' }],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/api/products/categories',
      providesTags: [{ type: 'Product', id: 'CATEGORIES' }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery } = productsApi;

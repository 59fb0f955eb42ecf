import {
  api,
  TAGS,
  type BulkStockSaved,
  type BulkStockUpdate,
  type CatalogueImportPreview,
  type CatalogueImportRequest,
  type CatalogueImportResult,
  type Category,
  type CategoryInput,
  type CategoryUpdate,
  type FetchArgs,
  type FetchBaseQueryError,
  type Product,
  type ProductInput,
  type ProductList,
  type ProductUpdate,
  type QueryReturnValue,
  type UploadedImage,
} from '@kirana/shared';

/** What the admin's product list is filtered by; the API always adds deactivated products. */
export interface AdminProductQuery {
  page: number;
  pageSize: number;
  /** A category slug (the API takes a slug or an id). */
  category?: string;
  search?: string;
  /** Only products at or below the shared low-stock mark. */
  lowStock?: boolean;
}

/*
 * The catalogue remote tags its lists TAGS.productList and its categories TAGS.categories: the
 * same tags here mean a change the admin makes refreshes whatever the storefront has cached on the
 * same page, and the other way round.
 */
type ProductTag = ReturnType<typeof TAGS.product>;
/** Refetch only after a write landed: a refused one changed nothing. */
const whenSaved =
  <A>(tags: (arg: A) => ProductTag[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : tags(arg);

/** Puts a saved product into every admin product list in the store. */
function showSavedProduct(saved: Product, dispatch: (action: unknown) => unknown, getState: () => unknown): void {
  for (const args of catalogueAdminApi.util.selectCachedArgsForQuery(getState() as never, 'getAdminProducts')) {
    dispatch(
      catalogueAdminApi.util.updateQueryData('getAdminProducts', args, (list) => {
        const at = list.items.findIndex((p) => p._id === saved._id);
        if (at >= 0) list.items[at] = saved;
      }),
    );
  }
}

/**
 * A product write that, once the API answers, puts the saved product into every list on screen
 * before the write resolves: whoever awaits it (a confirmation toast) speaks only after the
 * switch or stock on screen shows the change, and the lists' re-read follows.
 */
type Answer = QueryReturnValue<unknown, FetchBaseQueryError>;
const savingProduct =
  <A>(request: (arg: A) => FetchArgs) =>
  async (
    arg: A,
    { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => unknown },
    _extra: unknown,
    baseQuery: (args: FetchArgs) => Answer | PromiseLike<Answer>,
  ) => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error };
    const saved = result.data as Product;
    showSavedProduct(saved, dispatch, getState);
    return { data: saved };
  };

/** The store admin's catalogue: every product (active or not), categories, and the writes to both. */
export const catalogueAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductList, AdminProductQuery>({
      query: ({ search, category, lowStock, ...paging }) => ({
        url: '/api/products',
        params: {
          includeInactive: true,
          ...paging,
          ...(search ? { search } : {}),
          ...(category ? { category } : {}),
          ...(lowStock ? { lowStock } : {}),
        },
      }),
      providesTags: (result) => [...(result?.items ?? []).map((p) => TAGS.product(p._id)), TAGS.productList],
    }),
    getAdminCategories: build.query<Category[], void>({
      query: () => '/api/products/categories',
      providesTags: [TAGS.categories],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/api/products', method: 'POST', body }),
      invalidatesTags: whenSaved(() => [TAGS.productList, TAGS.categories]),
    }),
    /** Any subset of the fields; `{ isActive: false }` takes the product off the shop. */
    updateProduct: build.mutation<Product, { id: string; changes: ProductUpdate }>({
      queryFn: savingProduct(({ id, changes }: { id: string; changes: ProductUpdate }) => ({
        url: `/api/products/${id}`,
        method: 'PUT',
        body: changes,
      })),
      invalidatesTags: whenSaved(({ id }: { id: string }) => [TAGS.product(id), TAGS.productList, TAGS.categories]),
    }),
    /** The count on the shelf replaces the number on hand. */
    setStock: build.mutation<Product, { id: string; stock: number }>({
      queryFn: savingProduct(({ id, stock }: { id: string; stock: number }) => ({
        url: `/api/products/${id}/stock`,
        method: 'PUT',
        body: { stock },
      })),
      invalidatesTags: whenSaved(({ id }: { id: string }) => [TAGS.product(id)]),
    }),
    /**
     * Several shelf counts in one call, all or none; the lists then show them and re-read (a count may leave
     * the low-stock list).
     */
    setStocks: build.mutation<BulkStockSaved, BulkStockUpdate>({
      async queryFn(body, { dispatch, getState }, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/products/stock', method: 'PUT', body });
        if (result.error) return { error: result.error };
        const saved = result.data as BulkStockSaved;
        for (const product of saved.items) showSavedProduct(product, dispatch, getState);
        return { data: saved };
      },
      invalidatesTags: whenSaved(() => [TAGS.productList]),
    }),
    /** Refused with 409 while past orders name the product. */
    deleteProduct: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/products/${id}`, method: 'DELETE' }),
      invalidatesTags: whenSaved((id: string) => [TAGS.product(id), TAGS.productList, TAGS.categories]),
    }),
    createCategory: build.mutation<Category, CategoryInput>({
      query: (body) => ({ url: '/api/products/categories', method: 'POST', body }),
      invalidatesTags: whenSaved(() => [TAGS.categories]),
    }),
    // A renamed category renames it on every product row too.
    updateCategory: build.mutation<Category, { id: string; changes: CategoryUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/products/categories/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: whenSaved(() => [TAGS.categories, TAGS.productList]),
    }),
    /** Refused with a message while the category still has products. */
    deleteCategory: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/products/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: whenSaved(() => [TAGS.categories]),
    }),
    /**
     * One image, multipart. The shared base query leaves a FormData body alone (it sets JSON only
     * for plain objects), so the browser writes the multipart boundary and the bearer token and
     * client header still go with it.
     */
    /** What a spreadsheet would change (nothing is written). */
    previewCatalogueImport: build.mutation<CatalogueImportPreview, CatalogueImportRequest>({
      query: (body) => ({ url: '/api/catalogue/import/preview', method: 'POST', body }),
    }),
    /** Applies a spreadsheet in one go: every list and category count is read again. */
    applyCatalogueImport: build.mutation<CatalogueImportResult, CatalogueImportRequest>({
      query: (body) => ({ url: '/api/catalogue/import', method: 'POST', body }),
      invalidatesTags: whenSaved(() => [TAGS.productList, TAGS.categories]),
    }),
    uploadImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file, file.name);
        return { url: '/api/upload', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSetStockMutation,
  useSetStocksMutation,
  useDeleteProductMutation,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useUploadImageMutation,
  usePreviewCatalogueImportMutation,
  useApplyCatalogueImportMutation,
} = catalogueAdminApi;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SHELF_SIZE_DEFAULT, sentence } from '@kirana/shared/domain';
import {
  IdParams,
  Product,
  ProductDetailQuery,
  ProductList,
  ProductListQuery,
  ShelfList,
  ShelvesQuery,
} from '@kirana/shared/schemas';
import { NOT_MODIFIED, PRIVATE_NO_STORE, sendAnswer } from '../../catalogue/http';
import { forbidden, notFound, refused, unauthorized } from '../../lib/httpErrors';
import { listCategories } from '../../products/categories';
import productAdminRoutes from './admin';
import { categoryCounts } from '../../products/browse';
import { countsKey, listKey } from './cacheKeys';
import type { ProductFilter } from '../../products/productRows';
import {
  findProduct,
  listProducts,
  PRODUCT_NOT_FOUND,
  shelfProducts,
  type ListCaches,
} from '../../products/repository';

/**
 * Deactivated products (and the shelf's counts, low stock) are the admin's business: asking for them needs an
 * admin session.
 */
function adminOnlyWhenAsked(request: FastifyRequest, asked: boolean | undefined, what = 'deactivated products'): void {
  if (!asked) return;
  if (!request.user) throw unauthorized(sentence('Please sign in as the store admin to see {what}.', { what }));
  if (!request.user.isAdmin) throw forbidden(sentence('Only the store admin can see {what}.', { what }));
}

/**
 * The catalogue: reading is public (active products only) and answered from the catalogue's cache,
 * with an ETag; deactivated products are read fresh for the admin and kept by no cache. Writing is
 * in `admin.ts`.
 */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  /**
   * The catalogue's caches for one list; `outdated` is told when a search answers a ranking read before the
   * last change.
   */
  const listCaches = (outdated: () => void): ListCaches => ({
    countCategories: (filter: ProductFilter) =>
      app.catalogue.counts.get(countsKey(filter), () => categoryCounts(app.db, filter)),
    rankings: (key, read) => app.catalogue.searches.get(key, read, outdated),
  });

  app.get(
    '/api/products',
    {
      schema: {
        summary: 'A page of products',
        description:
          'Products on sale, a page at a time (`pageSize` 1–100, default 24) with `total` and `pages`; `category` is ' +
          'an id or a slug; `search` as R10 describes. Out-of-stock products are listed with `inStock: false`. ' +
          'Public reads carry an ETag (`s-maxage=1`). The admin may ask for `includeInactive=true` (products off ' +
          'sale too) and `lowStock=true` (10 or fewer on hand); those answers are never cached.',
        tags: ['Catalogue'],
        querystring: ProductListQuery,
        response: {
          200: ProductList,
          304: NOT_MODIFIED,
          401: refused('includeInactive or lowStock asked for without signing in.'),
          403: refused('includeInactive or lowStock asked for by someone other than the admin.'),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      adminOnlyWhenAsked(request, query.includeInactive);
      adminOnlyWhenAsked(request, query.lowStock, 'which products run low');
      if (query.includeInactive || query.lowStock) {
        reply.header('Cache-Control', PRIVATE_NO_STORE);
        return listProducts(app.db, query, publicUrl);
      }
      let provisional = false;
      const key = listKey(query);
      const reading = app.catalogue.pages.answer(key, () =>
        listProducts(
          app.db,
          query,
          publicUrl,
          listCaches(() => {
            provisional = true;
          }),
        ),
      );
      const answer = await reading;
      // Built on a ranking being read again: answered, but not kept past it.
      if (provisional) app.catalogue.pages.drop(key, reading);
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/products/shelves',
    {
      schema: {
        summary: 'The home page’s shelves',
        description:
          'Each category with its first products (`perCategory`, default 12, at most 24). Carries an ETag (`s-maxage=1`).',
        tags: ['Catalogue'],
        querystring: ShelvesQuery,
        response: { 200: ShelfList, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const perCategory = request.query.perCategory ?? SHELF_SIZE_DEFAULT;
      const answer = await app.catalogue.pages.answer(`shelves:${perCategory}`, async () => {
        const [categories, products] = await Promise.all([
          listCategories(app.db, publicUrl),
          shelfProducts(app.db, perCategory, publicUrl),
        ]);
        return categories
          .map((category) => ({
            category,
            products: products.filter((product) => product.categoryId === category._id),
          }))
          .filter((shelf) => shelf.products.length > 0);
      });
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        summary: 'One product',
        description:
          'A product on sale; the admin may read one off sale with `includeInactive=true` (never cached). Public reads ' +
          'carry an ETag.',
        tags: ['Catalogue'],
        params: IdParams,
        querystring: ProductDetailQuery,
        response: {
          200: Product,
          304: NOT_MODIFIED,
          401: refused('includeInactive asked for without signing in.'),
          403: refused('includeInactive asked for by someone other than the admin.'),
          404: refused('No such product, or it is off sale.'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      adminOnlyWhenAsked(request, request.query.includeInactive);
      if (request.query.includeInactive) {
        reply.header('Cache-Control', PRIVATE_NO_STORE);
        const product = await findProduct(app.db, id, publicUrl);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return product;
      }
      const answer = await app.catalogue.pages.answer(`product:${id}`, async () => {
        const product = await findProduct(app.db, id, publicUrl);
        return product?.isActive ? product : null;
      });
      if (!answer) throw notFound(PRODUCT_NOT_FOUND);
      return sendAnswer(request, reply, answer);
    },
  );

  await app.register(productAdminRoutes);
};

export default productRoutes;

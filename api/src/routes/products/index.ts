import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SHELF_SIZE_DEFAULT } from '@kirana/shared/domain';
import { IdParams, Product, ProductDetailQuery, ProductList, ProductListQuery, ShelfList, ShelvesQuery } from '@kirana/shared/schemas';
import { forbidden, notFound, unauthorized } from '../../lib/httpErrors';
import { listCategories } from '../categories/repository';
import productAdminRoutes from './admin';
import { findProduct, listProducts, PRODUCT_NOT_FOUND, shelfProducts } from './repository';

/** Deactivated products are the admin's business: asking for them needs an admin session. */
function checkMaySeeInactive(request: FastifyRequest, includeInactive: boolean | undefined): void {
  if (!includeInactive) return;
  if (!request.user) throw unauthorized('Please sign in as the store admin to see deactivated products.');
  if (!request.user.isAdmin) throw forbidden('Only the store admin can see deactivated products.');
}

/** The catalogue: reading is public (active products only), writing is in `admin.ts`. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/products', { schema: { querystring: ProductListQuery, response: { 200: ProductList } } }, async (request) => {
    checkMaySeeInactive(request, request.query.includeInactive);
    return listProducts(app.db, request.query, app.config.publicUrl);
  });

  app.get('/api/products/shelves', { schema: { querystring: ShelvesQuery, response: { 200: ShelfList } } }, async (request) => {
    const [categories, products] = await Promise.all([
      listCategories(app.db, app.config.publicUrl),
      shelfProducts(app.db, request.query.perCategory ?? SHELF_SIZE_DEFAULT, app.config.publicUrl),
    ]);
    return categories
      .map((category) => ({ category, products: products.filter((product) => product.categoryId === category._id) }))
      .filter((shelf) => shelf.products.length > 0);
  });

  app.get(
    '/api/products/:id',
    { schema: { params: IdParams, querystring: ProductDetailQuery, response: { 200: Product } } },
    async (request) => {
      checkMaySeeInactive(request, request.query.includeInactive);
      const product = await findProduct(app.db, request.params.id, app.config.publicUrl);
      if (!product || (!product.isActive && !request.query.includeInactive)) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  await app.register(productAdminRoutes);
};

export default productRoutes;

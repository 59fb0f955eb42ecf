import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryList, IdParams, Product, ProductList, ProductListQuery } from '@kirana/shared/schemas';
import { notFound } from '../../lib/httpErrors';
import { findProduct, listCategories, listProducts } from './repository';

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/products', { schema: { querystring: ProductListQuery, response: { 200: ProductList } } }, async (request) =>
    listProducts(app.db, request.query, app.config.publicUrl),
  );

  app.get('/api/products/categories', { schema: { response: { 200: CategoryList } } }, async () =>
    listCategories(app.db, app.config.publicUrl),
  );

  app.get('/api/products/:id', { schema: { params: IdParams, response: { 200: Product } } }, async (request) => {
    const product = await findProduct(app.db, request.params.id, app.config.publicUrl);
    if (!product || !product.isActive) throw notFound('We could not find that product. It may have been removed.');
    return product;
  });
};

export default productRoutes;

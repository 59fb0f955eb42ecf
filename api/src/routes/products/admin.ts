import { DEFAULT_GST_RATE, sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkStockSaved,
  BulkStockUpdate,
  IdParams,
  MessageResponse,
  Product,
  ProductInput,
  ProductUpdate,
  StockUpdate,
} from '@kirana/shared/schemas';
import { fieldRefused, badRequest, conflict, found, notFound, refused } from '../../lib/httpErrors';
import { checkPrices, productChanges, type ProductRecord } from '../../products/fields';
import { findProduct, PRODUCT_NOT_FOUND } from '../../products/repository';
import {
  categoryExists,
  deleteUnorderedProduct,
  insertProduct,
  setStocks,
  storedPrices,
  updateProduct,
} from '../../products/writes';

const NO_SUCH_CATEGORY = sentence('There is no such category. Pick one from the list.');

/** The store admin's changes to the catalogue. Every route: 401 without a session, 403 for customers. */
const productAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Catalogue'];
  const noSuchProduct = refused('No such product.');

  app.post(
    '/api/products',
    {
      ...admin,
      schema: {
        summary: 'Add a product',
        description:
          'Pictures must be ones this API serves (`/uploads/…` or `/images/seed/…`), as a path or the URL the upload answered.',
        tags,
        body: ProductInput,
        response: {
          201: Product,
          400: refused('A field is wrong (the message names it): prices, pictures, no such category.'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const changes = productChanges(app.config, body);
      checkPrices(body, { mrpPaise: 0, sellingPricePaise: 0 });
      if (!(await categoryExists(app.db, body.categoryId))) throw fieldRefused('categoryId', NO_SUCH_CATEGORY);
      const record: ProductRecord = {
        description: '',
        nameHi: null,
        isActive: true,
        hsnCode: null,
        gstRate: DEFAULT_GST_RATE,
        ...(changes as Omit<ProductRecord, 'description' | 'nameHi' | 'isActive' | 'hsnCode' | 'gstRate'>),
      };
      const id = await insertProduct(app.db, record);
      return reply.status(201).send(found(await findProduct(app.db, id, app.config.publicUrl), PRODUCT_NOT_FOUND));
    },
  );

  app.put(
    '/api/products/:id',
    {
      ...admin,
      schema: {
        summary: 'Change a product',
        description: 'Only the fields sent change; `isActive: false` takes it off sale (past orders keep it).',
        tags,
        params: IdParams,
        body: ProductUpdate,
        response: {
          200: Product,
          400: refused('A field is wrong (the message names it): prices, pictures, no such category.'),
          404: noSuchProduct,
        },
      },
    },
    async (request) => {
      const changes = productChanges(app.config, request.body);
      await app.db.transaction(async (tx) => {
        const stored = await storedPrices(tx, request.params.id);
        if (!stored) throw notFound(PRODUCT_NOT_FOUND);
        checkPrices(request.body, stored);
        if (changes.categoryId && !(await categoryExists(tx, changes.categoryId)))
          throw fieldRefused('categoryId', NO_SUCH_CATEGORY);
        await updateProduct(tx, request.params.id, changes);
      });
      return found(await findProduct(app.db, request.params.id, app.config.publicUrl), PRODUCT_NOT_FOUND);
    },
  );

  /** Stock counted on the shelf replaces the number on hand. */
  app.put(
    '/api/products/:id/stock',
    {
      ...admin,
      schema: {
        summary: 'Set a product’s stock',
        description: 'The count on the shelf replaces the number on hand.',
        tags,
        params: IdParams,
        body: StockUpdate,
        response: { 200: Product, 404: noSuchProduct },
      },
    },
    async (request) => {
      if (!(await updateProduct(app.db, request.params.id, { stock: request.body.stock })))
        throw notFound(PRODUCT_NOT_FOUND);
      return found(await findProduct(app.db, request.params.id, app.config.publicUrl), PRODUCT_NOT_FOUND);
    },
  );

  /**
   * Several counts from the shelf at once (the list's bulk stock edit), all or none, in one
   * statement. As with every admin edit, only what the admin typed is sent, and a count typed is
   * the count on the shelf: it replaces the number on hand.
   */
  app.put(
    '/api/products/stock',
    {
      ...admin,
      schema: {
        summary: 'Set the stock of several products',
        description: '1–100 products, all or none, in one statement; answers the products saved as `items`.',
        tags,
        body: BulkStockUpdate,
        response: {
          200: BulkStockSaved,
          400: refused('A product is listed twice, or the request is not valid.'),
          404: refused('A product was removed meanwhile; nothing was saved.'),
        },
      },
    },
    async (request) => {
      const { items } = request.body;
      if (new Set(items.map((item) => item.product)).size !== items.length)
        throw badRequest(sentence('Each product can be counted once in a save.'));
      const saved = await app.db.transaction(async (tx) => {
        const ids = await setStocks(tx, items);
        if (ids.length !== items.length)
          throw notFound(
            items.length - ids.length === 1
              ? sentence('One product was removed meanwhile, so nothing was saved. Reload the list and count again.')
              : sentence(
                  '{count} products were removed meanwhile, so nothing was saved. Reload the list and count again.',
                  {
                    count: items.length - ids.length,
                  },
                ),
          );
        return ids;
      });
      const products = await Promise.all(
        items
          .filter((item) => saved.includes(item.product))
          .map((item) => findProduct(app.db, item.product, app.config.publicUrl)),
      );
      return { items: products.filter((product) => product !== null) };
    },
  );

  /**
   * Deletes a product nothing refers to (one added by mistake). A product that past orders
   * name stays, so those orders still read correctly: deactivate it instead.
   */
  app.delete(
    '/api/products/:id',
    {
      ...admin,
      schema: {
        summary: 'Delete a product',
        description: 'For good, and only while no order refers to it (take it off sale instead).',
        tags,
        params: IdParams,
        response: {
          200: MessageResponse,
          404: noSuchProduct,
          409: refused('The product is in past orders: take it off sale instead.'),
        },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.id, app.config.publicUrl);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const outcome = await deleteUnorderedProduct(app.db, product._id);
      if (outcome === 'missing') throw notFound(PRODUCT_NOT_FOUND);
      if (outcome === 'ordered') {
        throw conflict(
          sentence("{name} is in past orders, so it can't be deleted. Deactivate it instead to take it off the shop.", {
            name: product.name,
          }),
        );
      }
      return { message: `${product.name} was deleted.` };
    },
  );
};

export default productAdminRoutes;

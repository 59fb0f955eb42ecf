import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Category,
  CategoryInput,
  CategoryList,
  CategoryUpdate,
  IdParams,
  MessageResponse,
} from '@kirana/shared/schemas';
import { NOT_MODIFIED, sendAnswer } from '../../catalogue/http';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { fieldRefused, conflict, found, notFound, refused } from '../../lib/httpErrors';
import { storedImagePath } from '../../lib/storedImages';
import {
  countCategoryProducts,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from '../../products/categories';

/** A Hindi name as stored: trimmed, and none when empty. */
const hindiName = (nameHi: string | null | undefined): string | null => nameHi?.trim() || null;

const NOT_FOUND = sentence('We could not find that category. It may have been deleted.');

function nameTaken(name: string) {
  return fieldRefused('name', sentence('A category called “{name}” already exists.', { name }), 409);
}

/**
 * Categories live under the catalogue's base path, /api/products:
 * reading is public, writing is for the store admin.
 */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/products/categories',
    {
      schema: {
        summary: 'Categories, in shop order',
        description: 'With `productCount`, the products on sale in each. Carries an ETag (public, `s-maxage=1`).',
        tags: ['Catalogue'],
        response: { 200: CategoryList, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const answer = await app.catalogue.assortment.answer('categories', () =>
        listCategories(app.db, app.config.publicUrl),
      );
      return sendAnswer(request, reply, answer);
    },
  );

  app.post(
    '/api/products/categories',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Add a category',
        tags: ['Catalogue'],
        body: CategoryInput,
        response: {
          201: Category,
          400: refused('The image is not one this API serves, or the request is not valid.'),
          409: refused('A category with that name already exists.'),
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      const image = storedImagePath(app.config, 'image', request.body.image);
      try {
        const id = await insertCategory(app.db, {
          name,
          nameHi: hindiName(request.body.nameHi),
          image,
          ...(request.body.sortOrder !== undefined ? { sortOrder: request.body.sortOrder } : {}),
        });
        return reply.status(201).send(found(await findCategory(app.db, id, app.config.publicUrl), NOT_FOUND));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(name);
        throw error;
      }
    },
  );

  app.put(
    '/api/products/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change a category',
        description: 'Only the fields sent change.',
        tags: ['Catalogue'],
        params: IdParams,
        body: CategoryUpdate,
        response: {
          200: Category,
          400: refused('The image is not one this API serves, or the request is not valid.'),
          404: refused('No such category.'),
          409: refused('Another category has that name.'),
        },
      },
    },
    async (request) => {
      const { name, nameHi, image, sortOrder } = request.body;
      const changes = {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(nameHi !== undefined ? { nameHi: hindiName(nameHi) } : {}),
        ...(image !== undefined ? { image: storedImagePath(app.config, 'image', image) } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
      };
      try {
        if (!(await updateCategory(app.db, request.params.id, changes))) throw notFound(NOT_FOUND);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(changes.name ?? '');
        throw error;
      }
      return found(await findCategory(app.db, request.params.id, app.config.publicUrl), NOT_FOUND);
    },
  );

  app.delete(
    '/api/products/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a category',
        description: 'Only a category with no products, on sale or not.',
        tags: ['Catalogue'],
        params: IdParams,
        response: {
          200: MessageResponse,
          404: refused('No such category.'),
          409: refused('The category still has products (the message says how many).'),
        },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id, app.config.publicUrl);
      if (!category) throw notFound(NOT_FOUND);
      const refuse = (count: number) =>
        conflict(
          count === 1
            ? sentence('{name} still has 1 product. Move them to another category or delete them first.', {
                name: category.name,
              })
            : sentence('{name} still has {count} products. Move them to another category or delete them first.', {
                name: category.name,
                count,
              }),
        );
      const count = await countCategoryProducts(app.db, category._id);
      if (count > 0) throw refuse(count);
      try {
        await deleteCategory(app.db, category._id);
      } catch (error) {
        // A product added to it between the count and the delete.
        if (isForeignKeyViolation(error)) throw refuse(await countCategoryProducts(app.db, category._id));
        throw error;
      }
      return { message: `${category.name} was deleted.` };
    },
  );
};

export default categoryRoutes;

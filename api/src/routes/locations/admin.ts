import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Locality,
  LocalityInput,
  MessageResponse,
  Society,
  SocietyCreate,
  SocietyDelete,
  SocietyUpdate,
} from '@kirana/shared/schemas';
import { conflict, notFound, refused } from '../../lib/httpErrors';
import * as locations from './writes';

/** The admin's delivery area: localities and societies. Every route is admin-only. */
const locationAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Locations'];

  app.post(
    '/api/localities',
    {
      ...admin,
      schema: { summary: 'Add a locality', tags, body: LocalityInput, response: { 201: Locality } },
    },
    async (request, reply) => {
      reply.status(201);
      return locations.createLocality(app.db, request.body.areaName);
    },
  );

  app.put(
    '/api/localities/:id',
    {
      ...admin,
      schema: {
        summary: 'Rename a locality',
        tags,
        params: IdParams,
        body: LocalityInput,
        response: { 200: Locality, 404: refused('No such locality.') },
      },
    },
    async (request) => {
      const locality = await locations.renameLocality(app.db, request.params.id, request.body.areaName);
      if (!locality) throw notFound(sentence('Locality not found'));
      return locality;
    },
  );

  app.delete(
    '/api/localities/:id',
    {
      ...admin,
      schema: {
        summary: 'Delete a locality',
        description: 'Only a locality with no societies left.',
        tags,
        params: IdParams,
        response: {
          200: MessageResponse,
          404: refused('No such locality.'),
          409: refused('The locality still has societies.'),
        },
      },
    },
    async (request) => {
      const outcome = await locations.deleteLocality(app.db, request.params.id);
      if (outcome === 'missing') throw notFound(sentence('Locality not found'));
      if (outcome === 'has-societies')
        throw conflict(sentence('This locality still has societies. Move or delete them first.'));
      return { message: 'Locality deleted' };
    },
  );

  app.post(
    '/api/society',
    {
      ...admin,
      schema: {
        summary: 'Add a society',
        tags,
        body: SocietyCreate,
        response: { 201: Society, 404: refused('No such locality.') },
      },
    },
    async (request, reply) => {
      const society = await locations.createSociety(app.db, request.body.societyName, request.body.locality);
      if (!society) throw notFound(sentence('Locality not found'));
      reply.status(201);
      return society;
    },
  );

  app.put(
    '/api/society/:id',
    {
      ...admin,
      schema: {
        summary: 'Change a society',
        description: 'Its name, or its locality while no saved address uses it.',
        tags,
        params: IdParams,
        body: SocietyUpdate,
        response: {
          200: Society,
          404: refused('No such society, or no such locality.'),
          409: refused('Customers have saved addresses in it, so it cannot move to another locality.'),
        },
      },
    },
    async (request) => {
      const outcome = await locations.updateSociety(app.db, request.params.id, request.body);
      if (outcome === 'missing') throw notFound(sentence('Society not found'));
      if (outcome === 'no-locality') throw notFound(sentence('Locality not found'));
      if (outcome === 'has-addresses')
        throw conflict(
          sentence(
            'Customers have saved addresses in this society, so it cannot move to another locality. Add a new society instead.',
          ),
        );
      return outcome;
    },
  );

  app.delete(
    '/api/society',
    {
      ...admin,
      schema: {
        summary: 'Delete a society',
        description: 'The society’s `_id` is in the body. Only a society no saved address uses.',
        tags,
        body: SocietyDelete,
        response: {
          200: MessageResponse,
          404: refused('No such society.'),
          409: refused('Saved addresses use this society (the message says how many).'),
        },
      },
    },
    async (request) => {
      const outcome = await locations.deleteSociety(app.db, request.body._id);
      if (outcome === 'missing') throw notFound(sentence('Society not found'));
      if (typeof outcome === 'number') {
        throw conflict(
          outcome === 1
            ? sentence('1 saved address uses this society, so it cannot be deleted. Rename it instead.')
            : sentence('{count} saved addresses use this society, so it cannot be deleted. Rename it instead.', {
                count: outcome,
              }),
        );
      }
      return { message: 'Society deleted' };
    },
  );
};

export default locationAdminRoutes;

import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, LocalityList, ObjectId, Society, SocietyList } from '@kirana/shared/schemas';
import { notFound, refused } from '../../lib/httpErrors';
import { findSociety, listLocalities, listSocieties, localityExists } from './repository';

/** Localities and the housing societies in them: the delivery area. Reading is public. */
const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/localities',
    { schema: { summary: 'The delivery localities', tags: ['Locations'], response: { 200: LocalityList } } },
    async () => listLocalities(app.db),
  );

  app.get(
    '/api/society',
    { schema: { summary: 'Every society', tags: ['Locations'], response: { 200: SocietyList } } },
    async () => listSocieties(app.db),
  );

  app.get(
    '/api/society/locality/:localityId',
    {
      schema: {
        summary: 'The societies of a locality',
        tags: ['Locations'],
        params: Type.Object({ localityId: ObjectId }),
        response: { 200: SocietyList, 404: refused('No such locality.') },
      },
    },
    async (request) => {
      if (!(await localityExists(app.db, request.params.localityId))) throw notFound(sentence('Locality not found'));
      return listSocieties(app.db, request.params.localityId);
    },
  );

  const oneSociety = {
    summary: 'One society',
    tags: ['Locations'],
    params: IdParams,
    response: { 200: Society, 404: refused('No such society.') },
  };
  app.get('/api/society/:id', { schema: oneSociety }, async (request) => {
    const society = await findSociety(app.db, request.params.id);
    if (!society) throw notFound(sentence('Society not found'));
    return society;
  });
};

export default locationRoutes;

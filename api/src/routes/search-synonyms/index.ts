import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchForm, synonymProblem, sentence, sentenceOf } from '@kirana/shared/domain';
import {
  MessageResponse,
  SearchSynonym,
  SearchSynonymInput,
  SearchSynonymList,
  SearchSynonymParams,
} from '@kirana/shared/schemas';
import { PRIVATE_NO_STORE } from '../../catalogue/http';
import { badRequest, notFound, refused } from '../../lib/httpErrors';
import { deleteSynonym, listSynonyms, saveSynonym } from '../../products/synonyms';

/**
 * The everyday words search understands, for the store admin to read and edit. A change changes
 * search results, so every instance forgets its cached catalogue answers (as a product edit does).
 */
const searchSynonymRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/search-synonyms',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The words search understands',
        description: 'Each everyday word and what it means to search (`{ word, means, updatedAt }`).',
        tags: ['Catalogue'],
        response: { 200: SearchSynonymList },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return listSynonyms(app.db);
    },
  );

  app.put(
    '/api/search-synonyms/:word',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Add or change a search word',
        description: 'Checked as R11 says (`synonymProblem`); search on every instance uses it at once.',
        tags: ['Catalogue'],
        params: SearchSynonymParams,
        body: SearchSynonymInput,
        response: { 200: SearchSynonym, 400: refused('The word or its meaning is refused (the message says why).') },
      },
    },
    async (request) => {
      const word = searchForm(request.params.word);
      const means = searchForm(request.body.means);
      const problem = sentenceOf((reader) => synonymProblem(word, means, reader));
      if (problem) throw badRequest(problem);
      const saved = await saveSynonym(app.db, word, means);
      app.catalogue.changed('assortment');
      return saved;
    },
  );

  app.delete(
    '/api/search-synonyms/:word',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a search word',
        tags: ['Catalogue'],
        params: SearchSynonymParams,
        response: { 200: MessageResponse, 404: refused('The word is not in the list.') },
      },
    },
    async (request) => {
      const word = searchForm(request.params.word);
      if (!(await deleteSynonym(app.db, word)))
        throw notFound(sentence('That word is not in the list. It may have been deleted already.'));
      app.catalogue.changed('assortment');
      return { message: `“${word}” deleted` };
    },
  );
};

export default searchSynonymRoutes;

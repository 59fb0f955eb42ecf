import { sentence } from '@kirana/shared/domain';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { fileAnswer } from '../../lib/fileAnswer';
import { notFound, refused } from '../../lib/httpErrors';
import { pagesSitemap, productFileNumber, productSitemap, sitemapIndex } from './sitemap';

const XML = 'application/xml; charset=utf-8';
/** Crawlers read sitemaps now and then; an hour old is fresh enough and spares the database. */
const SITEMAP_CACHE = 'public, max-age=3600';
const NO_SUCH_SITEMAP = sentence('There is no such sitemap.');
const SITEMAP = fileAnswer('application/xml', 'A sitemap');

/**
 * The catalogue's sitemaps for search engines, naming storefront pages (STOREFRONT_URL). The
 * storefront server serves them at its own origin as /sitemap.xml and /sitemaps/<file>.
 */
const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { storefrontUrl, publicUrl } = app.config;

  app.get(
    '/api/seo/sitemap.xml',
    {
      schema: {
        summary: 'The sitemap index',
        description: 'Names the pages sitemap and each products sitemap; kept an hour.',
        tags: ['SEO'],
        response: { 200: SITEMAP },
      },
    },
    async (_request, reply) => {
      return reply
        .type(XML)
        .header('Cache-Control', SITEMAP_CACHE)
        .send(await sitemapIndex(app.db, storefrontUrl));
    },
  );

  // Any name but pages.xml or products-<n>.xml is a 404 (a length rule here would make long ones a 400).
  app.get(
    '/api/seo/sitemaps/:file',
    {
      schema: {
        summary: 'One sitemap',
        description: '`pages.xml`, or `products-<n>.xml` (products on sale, numbered from 1); kept an hour.',
        tags: ['SEO'],
        params: Type.Object({ file: Type.String() }),
        response: { 200: SITEMAP, 404: refused('No such sitemap.') },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml')
        return reply
          .type(XML)
          .header('Cache-Control', SITEMAP_CACHE)
          .send(await pagesSitemap(app.db, storefrontUrl));
      const fileNumber = productFileNumber(file);
      const products =
        fileNumber === null
          ? null
          : await productSitemap(app.db, { storefrontUrl, publicApiUrl: publicUrl }, fileNumber);
      if (!products) throw notFound(NO_SUCH_SITEMAP);
      const body = Readable.from(products);
      // Headers go out with the first chunk; a database failure after that can only cut the file short.
      body.on('error', (error) => request.log.error({ err: error }, 'a products sitemap stopped part way'));
      return reply.type(XML).header('Cache-Control', SITEMAP_CACHE).send(body);
    },
  );
};

export default seoRoutes;

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from '@kirana/shared/contracts';

/** What an answer is when its route does not say how it may be kept: never stored anywhere. */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * Every API answer carries the storefront's security headers, and `Cache-Control: no-store` unless
 * its route chose otherwise (public catalogue reads, sitemaps, images): profiles, orders,
 * customers, reports and session answers carry personal data and are never kept by a browser or a
 * cache, including routes added later that forget to say so.
 */
const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', DEFAULT_CACHE_CONTROL);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });

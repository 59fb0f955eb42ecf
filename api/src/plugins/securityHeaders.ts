import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from '@kirana/shared/contracts';

/** What an answer is when its route does not say how it may be kept: never stored anywhere. */
export const DEFAULT_CACHE_CONTROL = 'no-store';

const FRAME_ACTIONS = { DENY: 'deny', SAMEORIGIN: 'sameorigin' } as const;

/**
 * Every API answer carries the storefront's security headers (`SECURITY_HEADERS`, the one source the
 * static servers and nginx share), set by @fastify/helmet with exactly those values and nothing else
 * of helmet's: the API answers JSON, pictures and files that storefront pages on another origin read,
 * so no Content-Security-Policy or Cross-Origin-Resource-Policy here (the storefront server sets the
 * pages' policy), and Strict-Transport-Security is the proxy's. Helmet has no Permissions-Policy, so
 * that one is added here. And `Cache-Control: no-store` unless its route chose otherwise (public
 * catalogue reads, sitemaps, images): profiles, orders, customers, reports and session answers carry
 * personal data and are never kept by a browser or a cache, including routes added later that forget to say so.
 */
const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: SECURITY_HEADERS['Cross-Origin-Opener-Policy'] },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: SECURITY_HEADERS['Referrer-Policy'] },
    strictTransportSecurity: false,
    xContentTypeOptions: SECURITY_HEADERS['X-Content-Type-Options'] === 'nosniff',
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: FRAME_ACTIONS[SECURITY_HEADERS['X-Frame-Options']] },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Permissions-Policy'))
      reply.header('Permissions-Policy', SECURITY_HEADERS['Permissions-Policy']);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', DEFAULT_CACHE_CONTROL);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });

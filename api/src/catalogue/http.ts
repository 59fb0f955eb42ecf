import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './cache';

/**
 * Shared caches (nginx, a CDN) keep a public catalogue answer one second; browsers ask again each
 * time, with the ETag, and mostly get a 304. No `stale-while-revalidate` here: browsers honour it
 * too, and an admin's list read again right after a write would come from the stale copy.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, s-maxage=1';
/** For CDNs only (RFC 9213): the copy in hand may be served two more seconds while it is refreshed. */
export const CDN_CATALOGUE_CACHE = 'max-age=1, stale-while-revalidate=2';
/** What only an admin may read (deactivated products) is kept by nobody. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Whether an If-None-Match header names this ETag (or is `*`); weak forms compare by their value. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** A public catalogue read's 304 (its response schema): the caller's copy, named by its ETag, is current. */
export const NOT_MODIFIED = {
  type: 'null',
  description: 'Not modified: the ETag sent in If-None-Match is still current.',
} as const;

/** Sends a cached answer as is (no second serialisation), or 304 when the caller already has it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply
    .header('ETag', answer.etag)
    .header('Cache-Control', PUBLIC_CATALOGUE_CACHE)
    .header('CDN-Cache-Control', CDN_CATALOGUE_CACHE);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

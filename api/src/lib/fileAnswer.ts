import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';

/**
 * A route's answer that is a file rather than JSON (a CSV, a sitemap), for its response schema: the media
 * type and what it is. Fastify sends such an answer as it is (a stream or a string), never serialised.
 */
export const fileAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: Type.Unsafe<Readable | string>({ type: 'string' }) } },
});

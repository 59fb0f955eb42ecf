import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SEED_ASSETS_DIR } from '../paths';

/** Serves the demo catalogue's images and admin uploads (generated names, so cached for a year). */
const storage: FastifyPluginAsync = async (app) => {
  mkdirSync(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: SEED_ASSETS_DIR,
    prefix: '/images/seed/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
};

export default fp(storage, { name: 'storage' });

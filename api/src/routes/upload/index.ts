import { sentence } from '@kirana/shared/domain';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadedImage } from '@kirana/shared/schemas';
import { assetUrl } from '../../lib/assetUrl';
import { badRequest, HttpError, refused } from '../../lib/httpErrors';
import { imageKind } from './imageKind';

const ONE_AT_A_TIME = sentence('Upload one image at a time.');
const NOT_AN_IMAGE = sentence('That file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.');
const BROKEN_FORM = sentence(
  'That upload arrived broken (cut short or not a proper form). Choose the image and try again.',
);
const NO_FILE = sentence('Choose an image to upload (send it as multipart/form-data).');

/** 2097152 → '2 MB', 4096 → '4 KB'. */
function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The admin's product and category pictures. The bytes decide what a file is; it is stored
 * under a random name (never the client's) in UPLOAD_DIR and served back at /uploads/<name>.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  const tooLarge = sentence('That image is larger than {size}. Choose a smaller one.', { size: sizeLabel(maxBytes) });
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });

  app.post(
    '/api/upload',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Upload a picture',
        description:
          '`multipart/form-data` with one file: JPEG, PNG or WebP, recognised by its bytes, at most `UPLOAD_MAX_BYTES`. ' +
          'Stored under a random name and served at `/uploads/<name>`; products and categories name it by `path` or `url`.',
        tags: ['Catalogue'],
        response: {
          201: UploadedImage,
          400: refused('No file, more than one, too large, not an image, or a broken form.'),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(NO_FILE);
      let image: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (image) throw badRequest(ONE_AT_A_TIME);
          image = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
        if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_AT_A_TIME);
        if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(NO_FILE);
        if (error instanceof HttpError) throw error;
        // Only the request is read here: anything else wrong (no boundary, a body cut short) is the client's form.
        throw badRequest(BROKEN_FORM);
      }
      if (!image || image.length === 0) throw badRequest(NO_FILE);
      const kind = imageKind(image);
      if (!kind) throw badRequest(NOT_AN_IMAGE);

      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await writeFile(path.join(app.config.uploadDir, name), image, { flag: 'wx' });
      const stored = `/uploads/${name}`;
      return reply.status(201).send({ url: assetUrl(app.config.publicUrl, stored), path: stored });
    },
  );
};

export default uploadRoutes;

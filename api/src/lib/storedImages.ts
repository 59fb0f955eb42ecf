import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_PATH_PATTERN, PRODUCT_MESSAGES, sentence } from '@kirana/shared/domain';
import type { AppConfig } from '../config';
import { SEED_ASSETS_DIR } from '../paths';
import { storedAssetPath } from './assetUrl';
import { fieldRefused } from './httpErrors';

/**
 * The stored form ('/uploads/ab12.png') of an image a product or category refers to. Only images
 * this API serves and that exist are accepted, so a shop page never shows a broken or foreign picture.
 */
export function storedImagePath(
  config: Pick<AppConfig, 'publicUrl' | 'uploadDir'>,
  field: string,
  url: string,
): string {
  const stored = storedAssetPath(config.publicUrl, url.trim());
  if (!stored || !IMAGE_PATH_PATTERN.test(stored)) throw fieldRefused(field, sentence(PRODUCT_MESSAGES.imageUrl));
  if (!storedImageExists(config.uploadDir, stored))
    throw fieldRefused(field, sentence('The picture {url} was not found. Please upload it again.', { url }));
  return stored;
}

/** Whether this store serves a stored image path ('/uploads/…' or '/images/seed/…'). */
export function storedImageExists(uploadDir: string, stored: string): boolean {
  const file = stored.startsWith('/uploads/')
    ? path.join(uploadDir, stored.slice('/uploads/'.length))
    : path.join(SEED_ASSETS_DIR, stored.slice('/images/seed/'.length));
  return existsSync(file);
}

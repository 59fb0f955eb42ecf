import type { Category, UploadedImage } from '@kirana/shared/domain';
import type { TestApp } from './testApp';
import { multipart, TINY_PNG } from './multipart';

/** An image really uploaded through the API, as the admin's form would do before saving. */
export async function uploadedImage(t: TestApp, headers: Record<string, string>): Promise<string> {
  const body = multipart([{ filename: 'item.png', contentType: 'image/png', data: TINY_PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return res.json<UploadedImage>().path;
}

export async function categoryBySlug(t: TestApp, slug: string): Promise<Category> {
  const categories = (await t.app.inject('/api/products/categories')).json<Category[]>();
  return categories.find((c) => c.slug === slug)!;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadedImage } from '@kirana/shared/domain';
import { multipart, TINY_PNG } from '../../../test/multipart';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

const MAX_BYTES = 4096;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES), SEED: 'false' });
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
const png = (data = TINY_PNG, filename = 'tomato.png') => ({ filename, contentType: 'image/png', data });

describe('POST /api/upload', () => {
  it('stores a real PNG under a generated name and serves it back', async () => {
    const res = await upload(multipart([png(TINY_PNG, '../../etc/passwd.png')]));
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadedImage>();
    expect(body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body.url).toBe(`http://api.test${body.path}`);
    expect(readFileSync(path.join(t.config.uploadDir, path.basename(body.path)))).toEqual(TINY_PNG);
    const served = await t.app.inject(body.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(TINY_PNG);
  });

  it('knows JPEG and WebP by their bytes, whatever the name says', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x40, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(60, 2),
    ]);
    expect(
      (await upload(multipart([{ filename: 'photo.png', contentType: 'image/png', data: jpeg }]))).json().path,
    ).toMatch(/\.jpg$/);
    expect(
      (await upload(multipart([{ filename: 'photo', contentType: 'application/octet-stream', data: webp }]))).json()
        .path,
    ).toMatch(/\.webp$/);
  });

  it.each([
    [
      'a text file renamed .png',
      [{ filename: 'notes.png', contentType: 'image/png', data: Buffer.from('just some text, not an image') }],
      /^That file is not a JPEG, PNG or WebP image/,
    ],
    [
      'an SVG (scripts can hide in one)',
      [
        {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ],
      /^That file is not a JPEG, PNG or WebP image/,
    ],
    [
      'an oversize image',
      [png(Buffer.concat([TINY_PNG, Buffer.alloc(MAX_BYTES)]))],
      /^That image is larger than 4 KB\. Choose a smaller one\.$/,
    ],
    ['no file at all', [], /^Choose an image to upload/],
    ['an empty file', [png(Buffer.alloc(0))], /^Choose an image to upload/],
    ['two files', [png(), png()], /^Upload one image at a time/],
  ])('refuses %s with a 400 and a message, storing nothing', async (_what, files, message) => {
    const before = readdirSync(t.config.uploadDir).length;
    const res = await upload(multipart(files, { note: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(readdirSync(t.config.uploadDir)).toHaveLength(before);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { image: 'x' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Choose an image to upload/);
  });
});

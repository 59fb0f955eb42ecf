import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSentence, type Say, sentence, inEnglish } from '@kirana/shared/domain';
import Fastify from 'fastify';
import { errorHandler, validationRefusal } from './errorHandler';
import { badRequest, HttpError } from './httpErrors';
import { strictBodyValidators } from './validators';

/** The API's Hindi catalogue, as a front end reads a sentence with it. */
const hindi = JSON.parse(readFileSync(path.join(__dirname, '../../../shared/src/i18n/api/hi.json'), 'utf8')) as Record<
  string,
  string
>;
const inHindi: Say = (english, values) => inEnglish(hindi[english] ?? english, values);
/** A body's field refused by one of ajv's keywords, as ajv reports it. */
const ajvRefusal = (field: string, keyword: string, message: string, params: Record<string, unknown>) =>
  validationRefusal([{ instancePath: `/${field}`, keyword, message, params }], 'body');

describe('a refusal’s words: a sentence a person reads, in English and for other languages (R78)', () => {
  it('a schema’s fragment after the field’s words, never its code; `field` kept for the form', () => {
    const refused = validationRefusal(
      [
        {
          instancePath: '/areaName',
          keyword: 'minLength',
          parentSchema: { errorMessage: 'must be 2 to 80 characters' },
        },
      ],
      'body',
    );
    expect(refused).toEqual({
      field: 'areaName',
      sentence: sentence('The {field} {problem}.', {
        field: sentence('locality’s name'),
        problem: sentence('must be 2 to 80 characters'),
      }),
      message: 'The locality’s name must be 2 to 80 characters.',
    });
    expect(readSentence(refused.sentence)).toBe(refused.message);
    expect(readSentence(refused.sentence, inHindi)).toBe('इलाके का नाम 2 से 80 अक्षरों का होना चाहिए।');
  });

  it('a schema’s whole sentence as it is', () => {
    const refused = validationRefusal(
      [
        {
          instancePath: '/phoneNumber',
          keyword: 'pattern',
          parentSchema: { errorMessage: 'Please enter a valid phone number!' },
        },
      ],
      'body',
    );
    expect([refused.field, refused.message]).toEqual(['phoneNumber', 'Please enter a valid phone number!']);
  });

  it('a missing field, and ajv’s own words after the field’s, with Hindi', () => {
    const missing = validationRefusal([{ instancePath: '', params: { missingProperty: 'phoneNumber' } }], 'body');
    expect([missing.field, missing.message]).toEqual(['phoneNumber', 'Please enter the phone number.']);
    expect(readSentence(missing.sentence, inHindi)).toBe('कृपया फ़ोन नंबर भरें।');
    const ajv = ajvRefusal('otpToken', 'pattern', 'must match pattern "^\\d{6}$"', { pattern: '^\\d{6}$' });
    expect(ajv.message).toBe('The code must match pattern "^\\d{6}$".');
    expect(readSentence(ajv.sentence)).toBe(ajv.message);
    expect(readSentence(ajv.sentence, inHindi)).toBe('कोड ढाँचे "^\\d{6}$" से मेल खाना चाहिए।');
  });

  it('ajv’s words we do not know: the field is not valid; a part of the request with no field is “the request”', () => {
    const odd = ajvRefusal('date', 'if', 'must match "then" schema', { failingKeyword: 'then' });
    expect([odd.field, odd.message]).toEqual(['date', 'The day is not valid.']);
    expect(readSentence(odd.sentence, inHindi)).toBe('दिन सही नहीं है।');
    const whole = validationRefusal(
      [{ instancePath: '', keyword: 'type', message: 'must be object', params: { type: 'object' } }],
      'body',
    );
    expect([whole.field, whole.message]).toEqual(['body', 'The request must be object.']);
  });

  it('an HttpError’s message is its sentence in English, values filled in', () => {
    const error = badRequest(
      sentence('The range covers {days} days; choose at most {maxDays}.', { days: 40, maxDays: 31 }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('The range covers 40 days; choose at most 31.');
    expect(error.sentence.values).toEqual({ days: 40, maxDays: 31 });
  });
});

describe('the API’s refusals in ajv’s and Fastify’s own words: a sentence in English, with Hindi beside it', () => {
  const app = Fastify({
    ajv: { customOptions: { verbose: true, keywords: ['errorMessage'] } },
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators() } },
    bodyLimit: 1024,
  });
  app.setErrorHandler(errorHandler);
  app.post(
    '/check',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 2, maxLength: 5 },
            qty: { type: 'integer', minimum: 1, maximum: 5, multipleOf: 1 },
            code: { type: 'string', pattern: '^[0-9]{6}$' },
            date: { type: 'string', format: 'date' },
            items: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true },
            sort: { enum: ['a', 'b'] },
            method: { anyOf: [{ const: 'COD' }, { const: 'PHONEPE' }] },
            isActive: { type: 'boolean' },
          },
        },
      },
    },
    async () => ({ ok: true }),
  );
  afterAll(() => app.close());

  const refusal = async (payload: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/check',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const body = res.json<{ message: string; sentence: Parameters<typeof readSentence>[0] }>();
    return {
      status: res.statusCode,
      message: body.message,
      english: readSentence(body.sentence),
      hindi: readSentence(body.sentence, inHindi),
    };
  };

  it.each([
    [{ name: 'a' }, 'The name must NOT have fewer than 2 characters.', 'नाम कम से कम 2 अक्षरों का होना चाहिए।'],
    [{ name: 'abcdef' }, 'The name must NOT have more than 5 characters.', 'नाम 5 अक्षरों से ज़्यादा का नहीं होना चाहिए।'],
    [{ qty: 0 }, 'The quantity must be >= 1.', 'मात्रा 1 या उससे ज़्यादा होना चाहिए।'],
    [{ qty: 6 }, 'The quantity must be <= 5.', 'मात्रा 5 या उससे कम होना चाहिए।'],
    [{ qty: 1.5 }, 'The quantity must be integer.', 'मात्रा पूरी संख्या होनी चाहिए।'],
    [{ name: 3 }, 'The name must be string.', 'नाम टेक्स्ट होना चाहिए।'],
    [
      { isActive: 'yes' },
      'The shown-in-store choice must be boolean.',
      'दुकान में दिखाने का चुनाव true या false होना चाहिए।',
    ],
    [{ code: '12' }, 'The code must match pattern "^[0-9]{6}$".', 'कोड ढाँचे "^[0-9]{6}$" से मेल खाना चाहिए।'],
    [{ date: 'Monday' }, 'The day must match format "date".', 'दिन "date" रूप में होना चाहिए।'],
    [{ items: [] }, 'The list of items must NOT have fewer than 1 items.', 'सामान की सूची में कम से कम 1 चीज़ें होनी चाहिए।'],
    [
      { items: [1, 2, 3] },
      'The list of items must NOT have more than 2 items.',
      'सामान की सूची में 2 से ज़्यादा चीज़ें नहीं होनी चाहिए।',
    ],
    [
      { sort: 'c' },
      'The order of the list must be equal to one of the allowed values.',
      'सूची का क्रम दिए गए मानों में से एक होना चाहिए।',
    ],
    [
      { method: 'UPI' },
      'The payment method must be one of COD, PHONEPE.',
      'भुगतान का तरीका COD, PHONEPE में से एक होना चाहिए।',
    ],
  ])('%j: %s', async (payload, message, hindiWords) => {
    const refused = await refusal(payload);
    expect(refused).toEqual({ status: 400, message, english: message, hindi: hindiWords });
    expect(refused.message).not.toMatch(/^[\w.]+: /); // no "field: " before it
  });

  it('bad JSON, a body too large and a type it cannot read: Fastify’s words kept, a sentence in Hindi beside them', async () => {
    const badJson = await refusal('{"name": ');
    expect(badJson.status).toBe(400);
    expect(badJson.hindi).toBe('अनुरोध पढ़ा नहीं जा सका: यह सही JSON नहीं है।');
    const tooLarge = await refusal({ name: 'x'.repeat(2000) });
    expect([tooLarge.status, tooLarge.message]).toEqual([413, 'Request body is too large']);
    expect(tooLarge.hindi).toBe('अनुरोध इतना बड़ा है कि दुकान उसे नहीं ले सकती।');
    const xml = await refusal('<name/>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect(xml.message).toMatch(/^Unsupported Media Type/);
    expect(xml.english).toBe('The store cannot read a request of this type.');
    expect(xml.hindi).toBe('दुकान इस तरह का अनुरोध नहीं पढ़ सकती।');
  });
});

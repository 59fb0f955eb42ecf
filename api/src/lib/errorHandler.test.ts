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

describe('a refusal’s words: the English message, and its sentence for other languages', () => {
  it('a schema’s refusal names its field and carries the schema’s sentence as a catalogue key', () => {
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
      sentence: sentence('{field}: {problem}', { field: 'areaName', problem: sentence('must be 2 to 80 characters') }),
      message: 'areaName: must be 2 to 80 characters',
    });
    expect(readSentence(refused.sentence)).toBe('areaName: must be 2 to 80 characters');
  });

  it('a missing field, and ajv’s own words kept exactly as they were (braces and all) with a sentence of the same English', () => {
    const missing = validationRefusal([{ instancePath: '', params: { missingProperty: 'phoneNumber' } }], 'body');
    expect(readSentence(missing.sentence)).toBe('phoneNumber is required');
    const ajv = ajvRefusal('otp', 'pattern', 'must match pattern "^\\d{6}$"', { pattern: '^\\d{6}$' });
    expect(ajv.message).toBe('otp: must match pattern "^\\d{6}$"');
    expect(readSentence(ajv.sentence)).toBe(ajv.message);
    expect(readSentence(ajv.sentence, inHindi)).toBe('otp: ढाँचे "^\\d{6}$" से मेल खाना चाहिए');
  });

  it('ajv’s words we do not know stay in English in `message`, and the sentence says plainly that the field is not valid', () => {
    const odd = ajvRefusal('when', 'if', 'must match "then" schema', { failingKeyword: 'then' });
    expect(odd.message).toBe('when: must match "then" schema');
    expect(odd.sentence).toEqual(sentence('{field}: {problem}', { field: 'when', problem: sentence('is not valid') }));
    expect(readSentence(odd.sentence, inHindi)).toBe('when: सही नहीं है');
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

describe('the API’s refusals in ajv’s and Fastify’s own words: the English as it was, a sentence with Hindi beside it', () => {
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
            day: { type: 'string', format: 'date' },
            tags: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true },
            kind: { enum: ['a', 'b'] },
            pay: { anyOf: [{ const: 'COD' }, { const: 'PHONEPE' }] },
            on: { type: 'boolean' },
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
    [{ name: 'a' }, 'name: must NOT have fewer than 2 characters', 'name: कम से कम 2 अक्षरों का होना चाहिए'],
    [{ name: 'abcdef' }, 'name: must NOT have more than 5 characters', 'name: 5 अक्षरों से ज़्यादा का नहीं होना चाहिए'],
    [{ qty: 0 }, 'qty: must be >= 1', 'qty: 1 या उससे ज़्यादा होना चाहिए'],
    [{ qty: 6 }, 'qty: must be <= 5', 'qty: 5 या उससे कम होना चाहिए'],
    [{ qty: 1.5 }, 'qty: must be integer', 'qty: पूरी संख्या होनी चाहिए'],
    [{ name: 3 }, 'name: must be string', 'name: टेक्स्ट होना चाहिए'],
    [{ on: 'yes' }, 'on: must be boolean', 'on: true या false होना चाहिए'],
    [{ code: '12' }, 'code: must match pattern "^[0-9]{6}$"', 'code: ढाँचे "^[0-9]{6}$" से मेल खाना चाहिए'],
    [{ day: 'Monday' }, 'day: must match format "date"', 'day: "date" रूप में होना चाहिए'],
    [{ tags: [] }, 'tags: must NOT have fewer than 1 items', 'tags: में कम से कम 1 चीज़ें होनी चाहिए'],
    [{ tags: [1, 2, 3] }, 'tags: must NOT have more than 2 items', 'tags: में 2 से ज़्यादा चीज़ें नहीं होनी चाहिए'],
    [{ kind: 'c' }, 'kind: must be equal to one of the allowed values', 'kind: दिए गए मानों में से एक होना चाहिए'],
    [{ pay: 'UPI' }, 'pay: must be one of COD, PHONEPE', 'pay: COD, PHONEPE में से एक होना चाहिए'],
  ])('%j: %s', async (payload, message, hindiWords) => {
    const refused = await refusal(payload);
    expect(refused).toEqual({ status: 400, message, english: message, hindi: hindiWords });
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

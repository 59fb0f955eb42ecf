import { aboutField, missingField } from '../domain/fieldNames';
import { PRODUCT_MESSAGES, priceProblem } from '../domain/productRules';
import { readSentence, sentence, sentenceOf } from '../domain/say';
import { switchLocale } from '../i18n';
import { errorMessage, refusalOf } from './errors';

describe('errorMessage (the server message, else the error message)', () => {
  it('prefers the server message', () => {
    expect(errorMessage({ status: 400, data: { message: 'Order already delivered' } })).toBe('Order already delivered');
  });
  it('falls back to the error message', () => {
    expect(errorMessage({ message: 'Network request failed' })).toBe('Network request failed');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/connection/);
  });
});

describe('a refusal in the language shown', () => {
  const refused = (data: object) => ({ status: 409, data });
  const shortage = {
    message: 'Only 2 of Atta left (you asked for 5). Please lower the quantity.',
    sentence: {
      text: 'Only {stock} of {name} left (you asked for {qty}). Please lower the quantity.',
      values: { stock: 2, name: 'Atta', qty: 5 },
    },
  };

  afterEach(() => switchLocale('en'));

  it('is the server’s English in English', () => {
    expect(errorMessage(refused(shortage))).toBe(shortage.message);
  });

  it('in Hindi translates the sentence, its sentence values too, and keeps English when none came', async () => {
    await switchLocale('hi');
    expect(errorMessage(refused(shortage))).toBe('Atta सिर्फ़ 2 बचे हैं (आपने 5 माँगे)। कृपया मात्रा कम करें।');
    const wait = sentence('Please wait before asking for another OTP: you can ask again {wait}.', {
      wait: sentence('in {count} seconds', { count: 30 }),
    });
    expect(errorMessage(refused({ message: readSentence(wait), sentence: wait }))).toBe(
      'दूसरा OTP माँगने से पहले कृपया रुकें: आप 30 सेकंड में फिर से माँग सकते हैं।',
    );
    expect(errorMessage(refused({ message: 'Body is too large' }))).toBe('Body is too large');
    expect(errorMessage({ status: 'FETCH_ERROR' })).toMatch(/इंटरनेट/);
  });

  it('a refusal about a field reads as a sentence with the field’s words, never its code, in English and Hindi (R78)', async () => {
    // What the API answers `POST /api/localities {"areaName":" "}` with (api/src/lib/errorHandler.ts).
    const said = aboutField('areaName', sentence('must be 2 to 80 characters'));
    const answer = refused({ message: readSentence(said), field: 'areaName', sentence: said });
    expect(errorMessage(answer)).toBe('The locality’s name must be 2 to 80 characters.');
    const missing = missingField('address.0.flatNumber');
    expect(errorMessage(refused({ message: readSentence(missing), sentence: missing }))).toBe(
      'Please enter the flat number.',
    );
    await switchLocale('hi');
    expect(errorMessage(answer)).toBe('इलाके का नाम 2 से 80 अक्षरों का होना चाहिए।');
    expect(errorMessage(refused({ message: readSentence(missing), sentence: missing }))).toBe('कृपया फ़्लैट नंबर भरें।');
  });

  it('a paused store’s refusal is written from its status, with the reopening time in Hindi', async () => {
    await switchLocale('hi');
    const reopensAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const message = errorMessage(
      refused({ message: 'Not taking orders right now.', store: { reason: 'दिवाली पूजा', reopensAt } }),
    );
    expect(message).toMatch(/^अभी ऑर्डर नहीं ले रहे हैं। दिवाली पूजा। .+ पर फिर खुलेंगे।$/);
    expect(refusalOf(refused({ message: 'x', store: { reason: 3 } }))).toEqual({ message: 'x' });
  });
});

describe('sentenceOf: a domain sentence with its template apart, for the API', () => {
  it('keeps the sentence the reader wrote, for the API to send', () => {
    const said = sentenceOf((reader) => priceProblem({ mrp: 10, sellingPrice: 12 }, reader));
    expect(said).toEqual(sentence(PRODUCT_MESSAGES.sellingAboveMrp));
    expect(said && readSentence(said)).toBe(priceProblem({ mrp: 10, sellingPrice: 12 }));
    expect(sentenceOf((reader) => priceProblem({ mrp: 10, sellingPrice: 9 }, reader))).toBeNull();
  });
});

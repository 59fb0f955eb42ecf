import { switchLocale } from '@kirana/shared';
import { errorMessage, shopkeeperMessage } from './shopkeeperMessage';

describe('the API’s refusals in the shopkeeper’s words', () => {
  it.each([
    ['areaName: must be 2 to 80 characters', 'The locality’s name must be 2 to 80 characters'],
    ['societyName: must be 2 to 120 characters', 'The society’s name must be 2 to 120 characters'],
    ['name: must be 1 to 60 characters', 'The name must be 1 to 60 characters'],
    ['stock: Stock must be a whole number from 0 to 100000', 'Stock must be a whole number from 0 to 100000'],
    ['items.1.stock: Stock must be a whole number from 0 to 100000', 'Stock must be a whole number from 0 to 100000'],
    [
      'address.0.flatNumber: Flat must be 3–4 digits, not starting with 0',
      'Flat must be 3–4 digits, not starting with 0',
    ],
    ['address: this customer already has this address.', 'This customer already has this address.'],
    [
      'phoneNumber: 9876543210 already has an account. Find the customer by phone instead.',
      '9876543210 already has an account. Find the customer by phone instead.',
    ],
    [
      'categoryId: There is no such category. Pick one from the list.',
      'There is no such category. Pick one from the list.',
    ],
    ['areaName is required', 'The locality’s name is required'],
    ['reopensAt: must be a date and time', 'The reopening time must be a date and time'],
    ['maxCount: must be a whole number', 'The max count must be a whole number'],
    ['This order was delivered, so it cannot be cancelled.', 'This order was delivered, so it cannot be cancelled.'],
    ['Could not reach the store: check the connection', 'Could not reach the store: check the connection'],
  ])('%s → %s', (api, plain) => {
    expect(shopkeeperMessage(api)).toBe(plain);
    expect(plain).not.toMatch(/\b[a-z]+[A-Z]\w*\b|^\w+(\.\w+)*:/); // no camelCase field, no "field:" prefix
  });

  it('reads an RTK Query error as the shared helper does, then words it', () => {
    expect(errorMessage({ status: 400, data: { message: 'areaName: must be 2 to 80 characters' } })).toBe(
      'The locality’s name must be 2 to 80 characters',
    );
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe(
      'Could not reach the store. Check your connection and try again.',
    );
  });

  it('in Hindi, words the refusal in Hindi: the field by its words, the API’s sentence through its catalogue', async () => {
    const refused = (data: object) => errorMessage({ status: 400, data });
    await switchLocale('hi');
    try {
      expect(
        refused({
          message: 'areaName: must be 2 to 80 characters',
          field: 'areaName',
          sentence: {
            text: '{field}: {problem}',
            values: { field: 'areaName', problem: { text: 'must be 2 to 80 characters' } },
          },
        }),
      ).toBe('इलाके का नाम 2 से 80 अक्षरों का होना चाहिए');
      expect(
        refused({
          message: 'stock: Stock must be a whole number from 0 to 100000',
          field: 'stock',
          sentence: {
            text: '{field}: {problem}',
            values: { field: 'stock', problem: { text: 'Stock must be a whole number from 0 to 100000' } },
          },
        }),
      ).toBe('स्टॉक 0 से 100000 तक की पूरी संख्या होना चाहिए');
      expect(
        refused({
          message: 'reopensAt is required',
          field: 'reopensAt',
          sentence: { text: '{field} is required', values: { field: 'reopensAt' } },
        }),
      ).toBe('फिर से खुलने का समय ज़रूरी है');
      expect(
        refused({
          message: 'This customer already has this address.',
          field: 'address',
          sentence: { text: 'This customer already has this address.' },
        }),
      ).toBe('इस ग्राहक का यह पता पहले से है।');
      expect(
        refused({
          message: 'areaName: must NOT have more than 80 characters',
          field: 'areaName',
          sentence: {
            text: '{field}: {problem}',
            values: { field: 'areaName', problem: 'must NOT have more than 80 characters' },
          },
        }),
      ).toBe('The locality’s name must NOT have more than 80 characters');
      // ajv's own words as the API sends them now: a sentence of the same English, with its Hindi.
      expect(
        refused({
          message: 'areaName: must NOT have more than 80 characters',
          field: 'areaName',
          sentence: {
            text: '{field}: {problem}',
            values: {
              field: 'areaName',
              problem: { text: 'must NOT have more than {limit} characters', values: { limit: 80 } },
            },
          },
        }),
      ).toBe('इलाके का नाम 80 अक्षरों से ज़्यादा का नहीं होना चाहिए');
      // Fastify's own 4xx: its words in `message`, a plain sentence beside them.
      expect(
        refused({
          message: 'Request body is too large',
          sentence: { text: 'The request is too large for the store to accept.' },
        }),
      ).toBe('अनुरोध इतना बड़ा है कि दुकान उसे नहीं ले सकती।');
      // No sentence (a proxy's 4xx): the English, in the shopkeeper's words.
      expect(refused({ message: 'areaName: must be 2 to 80 characters' })).toBe(
        'The locality’s name must be 2 to 80 characters',
      );
    } finally {
      await switchLocale('en');
    }
  });
});

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
});

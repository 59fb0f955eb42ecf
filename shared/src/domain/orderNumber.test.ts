import { orderNumber } from './orderNumber';
import { isObjectId } from './objectId';

describe('order number', () => {
  it('is characters 11–24 of the id, uppercased', () => {
    expect(orderNumber('65f1a2b3c4d5e6f7a8b9c0d1')).toBe('D5E6F7A8B9C0D1');
    expect(orderNumber('0123456789abcdef01234567')).toBe('ABCDEF01234567');
  });
  it('ids are 24 lowercase hex characters', () => {
    expect(isObjectId('0123456789abcdef01234567')).toBe(true);
    expect(isObjectId('0123456789ABCDEF01234567')).toBe(false);
    expect(isObjectId('123')).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});

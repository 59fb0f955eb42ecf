import { navKeyFor } from './AdminLayout';

describe('the admin menu entry a page belongs to', () => {
  it('is the page’s own entry, or the list a detail page belongs to', () => {
    expect(navKeyFor('/')).toBe('/');
    expect(navKeyFor('/reports')).toBe('/reports');
    expect(navKeyFor('/order/65f1a2b3c4d5e6f7a8b9c0d1')).toBe('/orders');
    expect(navKeyFor('/customers/65f1a2b3c4d5e6f7a8b9c0d1')).toBe('/customers');
    expect(navKeyFor('/customer')).toBe('/customer');
  });

  it('is none for a page that does not exist (not the dashboard)', () => {
    expect(navKeyFor('/nowhere')).toBe('');
  });
});

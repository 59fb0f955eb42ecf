import { isRiderScreen, pageAfterSignIn } from './landing';

describe('pageAfterSignIn', () => {
  it('the admin to the dashboard, a rider to My run, a customer stays where they were', () => {
    expect(pageAfterSignIn({ isAdmin: true, role: 'admin' })).toBe('/');
    expect(pageAfterSignIn({ isAdmin: false, role: 'rider' })).toBe('/rider');
    expect(pageAfterSignIn({ isAdmin: false, role: 'customer' })).toBeNull();
    // A user a browser kept from before roles.
    expect(pageAfterSignIn({ isAdmin: false })).toBeNull();
  });

  it('a sign-in the shop asked for (checkout, an address) keeps a rider where they were; the admin still goes home', () => {
    expect(pageAfterSignIn({ isAdmin: false, role: 'rider' }, { forPurpose: true })).toBeNull();
    expect(pageAfterSignIn({ isAdmin: true, role: 'admin' }, { forPurpose: true })).toBe('/');
  });
});

describe('isRiderScreen', () => {
  it('is /rider and the paths below it, nothing else', () => {
    expect(['/rider', '/rider/unassigned'].map(isRiderScreen)).toEqual([true, true]);
    expect(['/', '/riders', '/account', '/product/rider'].map(isRiderScreen)).toEqual([false, false, false, false]);
  });
});

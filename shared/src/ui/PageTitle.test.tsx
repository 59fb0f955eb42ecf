import { act, render } from '@testing-library/react';
import { switchLocale } from '@kirana/shared';
import { PageTitle } from './PageTitle';

describe('a customer page’s tab title', () => {
  afterEach(() => switchLocale('en'));

  it('is the page’s name in the language shown, and the one before comes back when the page goes', async () => {
    document.title = 'Kirana Now — groceries in 30–35 minutes';
    const { unmount } = render(<PageTitle page="My orders" />);
    expect(document.title).toBe('My orders — Kirana Now');
    await act(() => switchLocale('hi'));
    expect(document.title).toBe('मेरे ऑर्डर — Kirana Now');
    unmount();
    expect(document.title).toBe('Kirana Now — groceries in 30–35 minutes');
  });
});

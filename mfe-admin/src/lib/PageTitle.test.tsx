import { act, render } from '@testing-library/react';
import { switchLocale } from '@kirana/shared';
import { PageTitle } from './PageTitle';

describe('an admin screen’s tab title', () => {
  afterEach(() => switchLocale('en'));

  it('is the screen’s menu name in the shopkeeper’s language', async () => {
    const { unmount } = await act(async () => render(<PageTitle page="Delivery locations" />));
    expect(document.title).toBe('Delivery locations — Kirana Now admin');
    await act(() => switchLocale('hi'));
    expect(document.title).toBe('डिलीवरी की जगहें — Kirana Now एडमिन');
    unmount();
  });
});

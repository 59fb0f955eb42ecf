import { act, screen } from '@testing-library/react';
import { DEFAULT_STORE_CONTACT, setRuntimeConfig, switchLocale } from '@kirana/shared';
import { renderShell } from '../../testing';
import { Footer } from './Footer';

describe('the footer', () => {
  afterEach(() => setRuntimeConfig({ storePhone: undefined, storeHours: undefined }));

  it('gives the store’s phone and hours from the one store contact, and links the terms', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: DEFAULT_STORE_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(DEFAULT_STORE_CONTACT.hours);
    expect(screen.getByRole('link', { name: 'Terms & Policies' })).toHaveAttribute('href', '/terms-and-policies');
  });

  it('shows what the deployment configured', () => {
    setRuntimeConfig({ storePhone: '+91 98220 12345', storeHours: '8 am – 10 pm' });
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('8 am – 10 pm');
  });

  it('on a Hindi page gives the demo store’s hours in Hindi, and a deployment’s own hours as written', async () => {
    await switchLocale('hi');
    try {
      const demo = renderShell(<Footer />);
      expect(screen.getByRole('contentinfo')).toHaveTextContent('(हर दिन सुबह 7:00 से रात 11:00 बजे तक)');
      demo.unmount();
      setRuntimeConfig({ storeHours: '8 am – 10 pm' });
      renderShell(<Footer />);
      expect(screen.getByRole('contentinfo')).toHaveTextContent('(8 am – 10 pm)');
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

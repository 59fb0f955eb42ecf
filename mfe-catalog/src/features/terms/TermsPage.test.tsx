import { screen } from '@testing-library/react';
import { act } from 'react';
import { DEFAULT_STORE_CONTACT, setRuntimeConfig, switchLocale } from '@kirana/shared';
import { mockApi } from '@kirana/shared/testing';
import { renderCatalogue } from '../../testing';

describe('the terms and policies page', () => {
  it('covers delivery, returns, cancellations, payments, fees, privacy and contact, with the store’s own numbers', async () => {
    mockApi(({ location: url }) =>
      url.pathname === '/api/localities'
        ? { body: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', areaName: 'Wakad' }] }
        : { status: 404, body: {} },
    );
    renderCatalogue('/terms-and-policies');
    expect(await screen.findByRole('heading', { name: 'Terms & Policies', level: 1 })).toBeInTheDocument();
    for (const section of [
      'Delivery',
      'Orders, prices and substitutions',
      'Returns and refunds',
      'Cancellations',
      'Payments and fees',
      'Privacy and your phone number',
      'Contact us',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('within 30–35 minutes');
    expect(text).toContain('A small-cart fee of ₹20 is added when your items total less than ₹100');
    expect(text).toContain('Cash on Delivery');
    expect(text).toContain('PhonePe');
    expect(text).toMatch(/damaged, leaking or crushed/);
    expect(text).toContain('up to 5 of each item');
    expect(await screen.findByText(/housing societies in Wakad/)).toBeInTheDocument();
  });

  it('gives the store contact the deployment configured, the same one Support and the footer give (storeContact)', async () => {
    mockApi(() => ({ body: [] }));
    renderCatalogue('/terms-and-policies');
    expect(await screen.findByRole('link', { name: DEFAULT_STORE_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(document.body.textContent).toContain(`(${DEFAULT_STORE_CONTACT.hours})`);
  });

  it('a configured phone and hours replace the demo store’s', async () => {
    mockApi(() => ({ body: [] }));
    setRuntimeConfig({ storePhone: '+91 98220 12345', storeHours: '8 am – 10 pm' });
    try {
      renderCatalogue('/terms-and-policies');
      expect(await screen.findByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
      expect(document.body.textContent).toContain('(8 am – 10 pm)');
    } finally {
      setRuntimeConfig({ storePhone: undefined, storeHours: undefined });
    }
  });

  it('its tab title and the store’s hours in the language shown', async () => {
    mockApi(() => ({ status: 404, body: {} }));
    renderCatalogue('/terms-and-policies');
    await screen.findByRole('heading', { name: 'Terms & Policies', level: 1 });
    expect(document.title).toBe('Terms & Policies — Kirana Now');
    try {
      await act(() => switchLocale('hi'));
      await screen.findByRole('heading', { name: 'नियम और नीतियाँ', level: 1 });
      expect(document.title).toBe('नियम और नीतियाँ — Kirana Now');
      expect(document.body.textContent).toContain('(हर दिन सुबह 7:00 से रात 11:00 बजे तक)');
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

import { act, cleanup, screen } from '@testing-library/react';
import { setRuntimeConfig, switchLocale } from '@kirana/shared';
import { renderPage } from '../../testing';
import { SupportPage } from './SupportPage';

const open = (path = '/support') => renderPage(<SupportPage />, { pattern: '/support', path });
const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')!;

describe('support', () => {
  afterEach(() =>
    setRuntimeConfig({
      storePhone: undefined,
      storeWhatsApp: undefined,
      storeEmail: undefined,
      storeHours: undefined,
    }),
  );

  it('shows how to reach the store: phone, WhatsApp, email and hours', () => {
    open();
    expect(href(/Call the store/)).toBe('tel:+919000000000');
    expect(href(/WhatsApp us/)).toMatch(/^https:\/\/wa\.me\/919000000000\?text=/);
    expect(href(/Email us/)).toMatch(/^mailto:support@kirananow\.in\?subject=Help%20with%20my%20order/);
    expect(screen.getByText(/Open 7:00 am – 11:00 pm, every day\./)).toBeInTheDocument();
    expect(screen.getByText('How can I pay?')).toBeInTheDocument();
  });

  it('coming from an order, the messages name it', () => {
    open('/support?order=D5E6F7A8B9C0D1');
    expect(screen.getByText('#D5E6F7A8B9C0D1')).toBeInTheDocument();
    const whatsApp = new URL(href(/WhatsApp us/));
    expect(whatsApp.searchParams.get('text')).toBe('Hi, I need help with my Kirana Now order #D5E6F7A8B9C0D1.');
    const mail = href(/Email us/);
    expect(decodeURIComponent(mail)).toContain('subject=Help with order #D5E6F7A8B9C0D1');
  });

  it('ignores an order parameter that is not an order number', () => {
    open('/support?order=<script>');
    expect(screen.queryByText(/About order/)).not.toBeInTheDocument();
  });

  it('uses the store’s own details from the runtime configuration', () => {
    setRuntimeConfig({
      storePhone: '+91 98220 12345',
      storeWhatsApp: '98220 54321',
      storeEmail: 'help@shop.example',
      storeHours: '8 am – 10 pm',
    });
    open();
    expect(href(/Call the store/)).toBe('tel:+919822012345');
    expect(href(/WhatsApp us/)).toMatch(/^https:\/\/wa\.me\/919822054321\?/);
    expect(href(/Email us/)).toMatch(/^mailto:help@shop\.example\?/);
    expect(screen.getByText(/Open 8 am – 10 pm\./)).toBeInTheDocument();
  });

  it('in Hindi, gives the demo store’s hours in Hindi, and a deployment’s own hours as written', async () => {
    await switchLocale('hi');
    try {
      open();
      expect(await screen.findByText(/खुला: हर दिन सुबह 7:00 से रात 11:00 बजे तक।/)).toBeInTheDocument();
      cleanup();
      setRuntimeConfig({ storeHours: '8 am – 10 pm' });
      open();
      expect(await screen.findByText(/खुला: 8 am – 10 pm।/)).toBeInTheDocument();
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

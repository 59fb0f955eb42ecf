import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLocale, type CustomerDue, type DuesList } from '@kirana/shared';
import { t } from '../../i18n';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { DuesPage, duesReminder } from './DuesPage';

const dues: DuesList = {
  totalDuePaise: 50000,
  items: [
    {
      customer: { _id: '65f1a2b3c4d5e6f7a8b9c0aa', name: 'Meera Joshi', phoneNumber: '9876543210' },
      balanceDuePaise: 35000,
      unpaidOrders: 2,
      owedSince: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
    },
    {
      customer: { _id: '65f1a2b3c4d5e6f7a8b9c0ab', name: '', phoneNumber: '9876543211' },
      balanceDuePaise: 15000,
      unpaidOrders: 1,
      owedSince: new Date().toISOString(),
    },
  ],
};

beforeEach(() => setScreenWidth(1280));

describe('Dues', () => {
  it('lists who owes with the amount, the age and a reminder ready for WhatsApp with the store’s phone', async () => {
    const calls = mockApi(() => ({ body: dues }));
    renderAdminPage(<DuesPage />, { path: '/dues', pattern: '/dues', elsewhere: ['/customers/:id'] });
    const [meera, unnamed] = within(await screen.findByRole('list', { name: 'Customers who owe' })).getAllByRole(
      'listitem',
    );
    expect(within(meera!).getByRole('link', { name: 'Meera Joshi' })).toHaveAttribute(
      'href',
      '/customers/65f1a2b3c4d5e6f7a8b9c0aa',
    );
    expect(meera).toHaveTextContent('₹350.00');
    expect(meera).toHaveTextContent('+91 98765 43210 · 2 unpaid orders · owed for 3 days');
    const text =
      'Namaste Meera Joshi, a gentle reminder from Kirana Now: ₹350.00 is due on your khata for 2 orders delivered to you. You can pay in cash or by UPI with your next order. Questions? Call us on +91 90000 00000. Thank you!';
    expect(within(meera!).getByText(text)).toBeInTheDocument();
    expect(within(meera!).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
    );
    expect(unnamed).toHaveTextContent('No name yet');
    expect(unnamed).toHaveTextContent('1 unpaid order · owed since today');
    expect(screen.getByText(/₹500.00 due from 2 customers/)).toBeInTheDocument();

    await userEvent.click(screen.getByText('Longest owed'));
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?sort=amount', '?sort=age']);
  });

  it('writes the reminder in the language the admin is using', async () => {
    const [meera, unnamed] = dues.items as [CustomerDue, CustomerDue];
    expect(duesReminder(t, unnamed, '+91 90000 00000')).toMatch(/^Namaste there, .* for 1 order delivered to you\./);
    await switchLocale('hi');
    try {
      expect(duesReminder(t, meera, '+91 90000 00000')).toBe(
        'नमस्ते Meera Joshi, Kirana Now की ओर से एक विनम्र याद-दिहानी: आपको पहुँचाए गए 2 ऑर्डर के ₹350.00 आपके खाते में बाकी हैं। आप अगले ऑर्डर के साथ नकद या UPI से भुगतान कर सकते हैं। कोई सवाल हो तो हमें +91 90000 00000 पर कॉल करें। धन्यवाद!',
      );
      expect(duesReminder(t, unnamed, 'x')).toMatch(/^नमस्ते जी, /);
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StoreStatus, switchLocale } from '@kirana/shared';
import { mockApi, renderWithRouter } from '@kirana/shared/testing';
import { StorePauseControl } from './StorePauseControl';

const open: StoreStatus = { takingOrders: true, reason: null, reopensAt: null };

describe('Pause new orders (admin)', () => {
  it('pauses with the reason and a reopening time an hour away, then shows the pause and resumes', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'PUT') {
        const body = call.body as { reason: string | null; reopensAt: string | null };
        return { body: { takingOrders: false, reason: body.reason, reopensAt: body.reopensAt } };
      }
      return { body: open };
    });
    renderWithRouter(<StorePauseControl />, '/');
    expect(await screen.findByText('Taking orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause new orders' }));
    await userEvent.type(screen.getByLabelText('Reason (optional, customers read it)'), '  Too many orders right now ');
    await userEvent.click(screen.getByRole('radio', { name: 'For 1 hour' }));
    const before = Date.now();
    await userEvent.click(screen.getAllByRole('button', { name: 'Pause new orders' }).at(-1)!);

    await waitFor(() => expect(calls.map((call) => call.method)).toContain('PUT'));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/store\/pause$/);
    const body = put.body as { reason: string; reopensAt: string };
    expect(body.reason).toBe('Too many orders right now');
    expect(Date.parse(body.reopensAt) - before).toBeGreaterThanOrEqual(3_600_000 - 1_000);
    expect(Date.parse(body.reopensAt) - before).toBeLessThanOrEqual(3_600_000 + 60_000);

    expect(await screen.findByText('New orders are paused')).toBeInTheDocument();
    expect(screen.getByText(/Too many orders right now\. Back (at|tomorrow at) /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume orders' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toContain('DELETE'));
    expect(await screen.findByText('Taking orders')).toBeInTheDocument();
  });

  it('“Until a time I choose” needs the time, and a time already past is refused before anything is sent', async () => {
    const calls = mockApi(() => ({ body: open }));
    renderWithRouter(<StorePauseControl />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause new orders' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Until a time I choose' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Pause new orders' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the reopening time.');
    await userEvent.type(screen.getByLabelText('Reopening time'), '2020-01-01T10:00');
    await userEvent.click(screen.getAllByRole('button', { name: 'Pause new orders' }).at(-1)!);
    expect(await screen.findByText('Choose a reopening time later than now.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('in Hindi, says what is wrong with the pause in Hindi', async () => {
    const calls = mockApi(() => ({ body: open }));
    await switchLocale('hi');
    try {
      renderWithRouter(<StorePauseControl />, '/');
      await userEvent.click(await screen.findByRole('button', { name: 'नए ऑर्डर रोकें' }));
      await userEvent.click(screen.getByRole('radio', { name: 'मेरे चुने समय तक' }));
      await userEvent.type(screen.getByLabelText('फिर से खुलने का समय'), '2020-01-01T10:00');
      await userEvent.click(screen.getAllByRole('button', { name: 'नए ऑर्डर रोकें' }).at(-1)!);
      expect(await screen.findByText('फिर से खुलने का समय अभी के बाद का चुनें।')).toBeInTheDocument();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

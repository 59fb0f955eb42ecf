import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { adminStore, mockApi } from '../../../testing';
import { useBillPdfDownload } from './useBillPdfDownload';

const order = { _id: 'aaaaaaaaaaaaaaaaaaaaaaa9', orderNumber: 'D5E6F7A8B9C0D1' };
let saved: string[];

beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:http://localhost/bill-1' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const pdf = (name?: string) =>
  new Response('%PDF-1.7', {
    headers: {
      'Content-Type': 'application/pdf',
      ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
    },
  });

function setup(document: 'bill' | 'creditNote' = 'bill') {
  const describeError = jest.fn((error: unknown) => `Told: ${error instanceof Error ? error.message : error}`);
  const onSaved = jest.fn();
  const store = adminStore();
  render(<ToastContainer />);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useBillPdfDownload(order, document, { describeError, onSaved }), { wrapper });
  return { hook, describeError, onSaved };
}

describe('useBillPdfDownload', () => {
  it('is busy while the PDF downloads and not after; fetches it with the token and saves it under the server’s name', async () => {
    let answer!: (response: Response) => void;
    const calls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { hook, describeError, onSaved } = setup();
    expect(hook.result.current.busy).toBe(false);

    let done!: Promise<void>;
    act(() => {
      done = hook.result.current.download();
    });
    expect(hook.result.current.busy).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.location.pathname).toBe(`/api/orders/${order._id}/bill.pdf`);
    expect(calls[0]!.location.search).toBe('?lang=en');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');

    await act(async () => {
      answer(pdf('bill-42.pdf'));
      await done;
    });
    expect(hook.result.current.busy).toBe(false);
    expect(saved).toEqual(['bill-42.pdf']);
    expect(onSaved).toHaveBeenCalledWith('bill-42.pdf');
    expect(describeError).not.toHaveBeenCalled();
  });

  it('names the file after the order’s number when the server names none', async () => {
    const calls = mockApi(() => pdf());
    const { hook, onSaved } = setup('creditNote');
    await act(() => hook.result.current.download());
    expect(calls[0]!.location.search).toBe('?lang=en&document=creditNote');
    expect(saved).toEqual(['credit-note-D5E6F7A8B9C0D1.pdf']);
    expect(onSaved).toHaveBeenCalledWith('credit-note-D5E6F7A8B9C0D1.pdf');
  });

  it('a refusal is toasted in the words describeError gives, nothing is saved, and it is no longer busy', async () => {
    mockApi(() => ({ status: 409, body: { message: 'The bill is being made. Try again in a minute.' } }));
    const { hook, describeError, onSaved } = setup();
    await act(() => hook.result.current.download());
    expect(hook.result.current.busy).toBe(false);
    expect(describeError).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Told: The bill is being made. Try again in a minute.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

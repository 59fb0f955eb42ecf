import { act, fireEvent, render, screen } from '@testing-library/react';
import { DELIVERY_ACTION_LABELS } from '../domain/orderActions';
import { SwipeToConfirm } from './SwipeToConfirm';

// jsdom has no layout and no PointerEvent: give the track a width and pointer events a clientX.
beforeAll(() => {
  class FakePointerEvent extends MouseEvent {
    pointerId = 1;
  }
  Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
});
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.classList.contains('kn-swipe') ? 400 : 48;
    return { width, height: 56, top: 0, left: 0, right: width, bottom: 56, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});

function swipe(handle: HTMLElement, to: number) {
  fireEvent.pointerDown(handle, { clientX: 0 });
  fireEvent.pointerMove(handle, { clientX: to });
  fireEvent.pointerUp(handle, { clientX: to });
}

describe('SwipeToConfirm (R35, R76: 75% of the track, success for 1.5 s)', () => {
  it.each(Object.values(DELIVERY_ACTION_LABELS))('reads "%s"', (label) => {
    render(<SwipeToConfirm label={label} onConfirm={jest.fn()} />);
    expect(screen.getByText(label.trim())).toBeInTheDocument();
  });

  it('released at 74% of the track it springs back and confirms nothing', () => {
    const onConfirm = jest.fn(async () => undefined);
    render(<SwipeToConfirm label="Mark as Delivered" onConfirm={onConfirm} />);
    const handle = screen.getByRole('button', { name: /Mark as Delivered/ });
    swipe(handle, 296); // 74% of 400
    expect(onConfirm).not.toHaveBeenCalled();
    expect(handle.style.transform).toBe('translateX(0px)');
  });

  it('released at 76% it confirms, shows success for 1.5 s, then resets', async () => {
    jest.useFakeTimers();
    const onConfirm = jest.fn(async () => undefined);
    render(<SwipeToConfirm label="Mark as Delivered" onConfirm={onConfirm} />);
    swipe(screen.getByRole('button', { name: /Mark as Delivered/ }), 304); // 76% of 400
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(screen.getByText('Done')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByText('Done')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Mark as Delivered')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('a failed change springs back without the success state', async () => {
    const onConfirm = jest.fn(async () => {
      throw new Error('Order not found');
    });
    render(<SwipeToConfirm label="Mark as Paid" onConfirm={onConfirm} />);
    swipe(screen.getByRole('button', { name: /Mark as Paid/ }), 390);
    await act(async () => undefined);
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
    expect(screen.getByText('Mark as Paid')).toBeInTheDocument();
  });

  it('has a keyboard equivalent: Enter on the focused handle confirms', async () => {
    const onConfirm = jest.fn(async () => undefined);
    render(<SwipeToConfirm label="Mark as Paid & Delivered " onConfirm={onConfirm} />);
    const handle = screen.getByRole('button', { name: 'Mark as Paid & Delivered: swipe right, or press Enter' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
  });
});

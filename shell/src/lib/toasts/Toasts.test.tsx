import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { showToast } from './showToast';
import { Toasts } from './Toasts';

describe('the toast area', () => {
  // First: the others leave the module knowing a toast was wanted.
  it('comes after the frame that answers the first touch, never inside the touch itself', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const { unmount } = render(<Toasts />);
      fireEvent.pointerDown(window);
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(document.querySelector('.Toastify')).toBeNull();
      act(() => {
        for (const callback of frames) callback(0);
      });
      await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
      unmount();
    } finally {
      requestAnimationFrame.mockRestore();
    }
  });

  it('is not there at first paint; a toast raised early shows once the visitor first touches the page', async () => {
    const { unmount } = render(<Toasts />);
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => void toast.success('Added to your list'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Added to your list')).toBeNull();
    fireEvent.pointerDown(window);
    expect(await screen.findByText('Added to your list')).toBeInTheDocument();
    unmount();
  });

  it('comes at once when the shell shows a toast itself', async () => {
    const { unmount } = render(<Toasts />);
    await act(() => showToast('info', 'You have been logged out.'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    unmount();
  });
});

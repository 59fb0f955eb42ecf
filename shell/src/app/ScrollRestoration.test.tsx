import { act, render } from '@testing-library/react';
import { useNavigate } from '@kirana/shared';
import { MemoryRouter } from '@kirana/shared/testing';
import { ScrollRestoration } from './ScrollRestoration';

let go: ReturnType<typeof useNavigate>;
function Mover() {
  go = useNavigate();
  return null;
}

/** jsdom does not scroll: scrollTo records where the page was sent and sets scrollY, as a browser would. */
function pageAt(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

describe('where each page starts', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    pageAt(0);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => pageAt(y)) as never);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const scrolled = async (y: number) => {
    pageAt(y);
    await act(async () => window.dispatchEvent(new Event('scroll')));
  };

  it('opens a new page at the top, returns to where the customer was on Back, and leaves a page that replaces its own entry where it is', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestoration />
        <Mover />
      </MemoryRouter>,
    );
    await scrolled(1200);

    await act(async () => go('/payment'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);

    await act(async () => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(window.scrollY).toBe(1200);

    scrollTo.mockClear();
    await act(async () => go('/?search=atta', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(1200);

    await act(async () => go('/cart', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('hands scrolling back to the browser when the page is left (a reload is the browser’s to restore)', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    unmount();
  });
});

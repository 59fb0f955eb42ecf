import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadableLazy', () => {
  it('draws a preloaded component on the first render, without a fallback', async () => {
    const page = preloadableLazy(async () => Page);
    await page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    const load = jest.fn(async () => Page);
    const page = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    await act(() => page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load can be tried again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    const page = preloadableLazy(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

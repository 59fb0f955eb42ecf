import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from '@kirana/shared/testing';
import { createAppStore, type CategoryShelf } from '@kirana/shared';
import { aCategory, aProduct } from '@kirana/shared/testing';
import { Shelf } from './Shelf';

/** IntersectionObserver as the browser has it: the test says when a shelf comes near the screen. */
let comeNear: (() => void)[] = [];
beforeEach(() => {
  comeNear = [];
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    value: class {
      constructor(private readonly notify: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        comeNear.push(() => this.notify([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  });
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

const shelfOf = (n: number): CategoryShelf => ({
  category: aCategory({
    _id: `cccccccccccccccccccccc${String(n).padStart(2, '0')}`,
    name: `Aisle ${n}`,
    slug: `aisle-${n}`,
    productCount: 8,
  }),
  products: Array.from({ length: 8 }, (_, i) =>
    aProduct({ _id: `0123456789abcdef012345${n}${i}`, name: `Product ${n}.${i}` }),
  ),
});

function renderShelves(count: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: shelf i is built from i by shelfOf, so the index is its identity
            <Shelf key={i} shelf={shelfOf(i)} position={i} />
          ))}
        </>
      ),
    },
  ]);
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('shelves on the home page', () => {
  it('the first two are drawn at once; the first card’s picture is fetched first, the first screen’s at once, the rest when near', () => {
    renderShelves(3);
    const first = within(region('Aisle 0')).getAllByRole('article');
    expect(first).toHaveLength(8);
    const pictures = region('Aisle 0').querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[5]).toHaveAttribute('loading', 'eager');
    expect(pictures[6]).toHaveAttribute('loading', 'lazy');
    expect(region('Aisle 1').querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(region('Aisle 1')).getAllByRole('article')).toHaveLength(8);
  });

  it('a shelf further down holds its place with its heading and See all, and draws its products as it comes near', () => {
    renderShelves(3);
    const third = region('Aisle 2');
    expect(within(third).queryAllByRole('article')).toHaveLength(0);
    expect(within(third).getByRole('link', { name: 'See all 8 in Aisle 2' })).toBeInTheDocument();
    expect(third.querySelectorAll('.kn-cat-card--skeleton')).toHaveLength(6);
    act(() => {
      for (const near of comeNear) near();
    });
    expect(within(third).getAllByRole('article')).toHaveLength(8);
  });

  it('reaching a shelf with the keyboard draws it', () => {
    renderShelves(3);
    fireEvent.focus(within(region('Aisle 2')).getByRole('link', { name: 'See all 8 in Aisle 2' }));
    expect(within(region('Aisle 2')).getAllByRole('article')).toHaveLength(8);
  });
});

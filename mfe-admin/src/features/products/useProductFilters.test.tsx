import { act, screen } from '@testing-library/react';
import { renderWithRouter } from '@kirana/shared/testing';
import { useProductFilters } from './useProductFilters';

let filters: ReturnType<typeof useProductFilters>;
function SearchBox() {
  filters = useProductFilters();
  return <output aria-label="box">{filters.searchText}</output>;
}

describe('the product list search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a letter typed while its earlier search was on its way into the URL', () => {
    const { router } = renderWithRouter(<SearchBox />, '/products');
    act(() => filters.setSearchText('p'));
    // The pause ends (the URL gets "p") and, before the page draws it, the admin types "a".
    act(() => {
      jest.advanceTimersByTime(300);
      filters.setSearchText('pa');
    });
    expect(screen.getByLabelText('box')).toHaveTextContent('pa');
    act(() => jest.advanceTimersByTime(300));
    expect(router.state.location.search).toBe('?search=pa');
    expect(screen.getByLabelText('box')).toHaveTextContent('pa');
  });

  it('shows what the URL says when it changes from outside the box (Back, a link)', () => {
    const { router } = renderWithRouter(<SearchBox />, '/products?search=milk');
    expect(screen.getByLabelText('box')).toHaveTextContent('milk');
    act(() => filters.setSearchText('paneer'));
    act(() => jest.advanceTimersByTime(300));
    expect(router.state.location.search).toBe('?search=paneer');
    act(() => void router.navigate('/products?search=dahi'));
    expect(screen.getByLabelText('box')).toHaveTextContent('dahi');
  });
});

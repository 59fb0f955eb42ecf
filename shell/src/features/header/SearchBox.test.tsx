import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, switchLocale } from '@kirana/shared';
import { aPage, aProduct, createMemoryRouter, mockApi, RouterProvider } from '@kirana/shared/testing';
import { SearchBox } from './SearchBox';
import { SUGGEST_AFTER_MS } from './SearchSuggestions';

const atta = aProduct({
  _id: '65f1a2b3c4d5e6f7a8b9c001',
  name: 'Whole Wheat Atta',
  nameHi: 'गेहूँ का आटा',
  quantityLabel: '5 kg',
});
const multigrain = aProduct({ _id: '65f1a2b3c4d5e6f7a8b9c002', name: 'Multigrain Atta', quantityLabel: '1 kg' });

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/product/:id', element: <p>product page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, box: screen.getByRole('combobox') };
}

/** The API's search: atta products for anything starting "at", nothing else. */
function searchApi() {
  return mockApi(({ url }) => {
    const search = new URL(url).searchParams.get('search') ?? '';
    return { body: aPage('atta'.startsWith(search) || search.startsWith('atta') ? [atta, multigrain] : []) };
  });
}

const suggestionCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.map((call) => new URL(call.url)).filter((url) => url.pathname === '/api/products');

describe('search suggestions', () => {
  it('suggests products once the typing pauses, one request for the text typed, and none for a text asked before', async () => {
    const calls = searchApi();
    const { box } = renderBox();
    expect(box).toHaveAccessibleName('Search for items');
    await userEvent.type(box, 'atta');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole Wheat Atta5 kg', 'Multigrain Atta1 kg']);
    // Four keystrokes, one request, for the whole text (the page of five).
    expect(suggestionCalls(calls).map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { search: 'atta', pageSize: '5' },
    ]);
    // Back to a text already asked for: answered from the cache.
    await userEvent.type(box, 'x');
    await waitFor(() => expect(suggestionCalls(calls)).toHaveLength(2));
    await userEvent.type(box, '{Backspace}');
    await act(() => new Promise((done) => setTimeout(done, SUGGEST_AFTER_MS + 100)));
    expect(suggestionCalls(calls)).toHaveLength(2);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('is a combobox: ↓ and ↑ move through the products, Enter opens the one chosen', async () => {
    searchApi();
    const { box, router } = renderBox();
    await userEvent.type(box, 'at');
    await screen.findByRole('listbox');
    const combobox = box;
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(combobox).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', second!.id);
    expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/product/${multigrain._id}`);
  });

  it('Escape closes the list; Enter with nothing chosen searches as before', async () => {
    searchApi();
    const { box, router } = renderBox();
    await userEvent.type(box, 'atta');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-controls');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}{Escape}{Enter}');
    expect(router.state.location.search).toBe('?search=atta');
  });

  it('a click on a suggestion opens it; a single letter suggests nothing', async () => {
    const calls = searchApi();
    const { box, router } = renderBox();
    await userEvent.type(box, 'a');
    await act(() => new Promise((done) => setTimeout(done, SUGGEST_AFTER_MS + 100)));
    expect(suggestionCalls(calls)).toHaveLength(0);
    await userEvent.type(box, 't');
    await userEvent.click(await screen.findByRole('option', { name: /Whole Wheat Atta/ }));
    expect(router.state.location.pathname).toBe(`/product/${atta._id}`);
  });

  it('in Hindi, suggests the products’ Hindi names', async () => {
    searchApi();
    await switchLocale('hi');
    try {
      const { box } = renderBox();
      expect(box).toHaveAccessibleName('सामान खोजें');
      await userEvent.type(box, 'atta');
      expect(await screen.findByRole('listbox', { name: 'सुझाव' })).toHaveTextContent('गेहूँ का आटा');
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});

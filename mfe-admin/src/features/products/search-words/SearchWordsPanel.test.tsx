import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSynonym } from '@kirana/shared';
import { mockApi } from '@kirana/shared/testing';
import { pathOf, renderProductsPage } from '../testing';

const doodh: SearchSynonym = { word: 'doodh', means: 'milk', updatedAt: '2026-11-25T10:00:00.000Z' };
const dahi: SearchSynonym = { word: 'dahi', means: 'curd', updatedAt: '2026-11-25T10:00:00.000Z' };

function searchWordsApi() {
  let words = [dahi, doodh];
  return mockApi(({ method, url, body }) => {
    const word = decodeURIComponent(pathOf(url).split('/')[3] ?? '');
    if (method === 'PUT') {
      const saved = { word, means: (body as { means: string }).means, updatedAt: doodh.updatedAt };
      words = [...words.filter((w) => w.word !== word), saved];
      return { body: saved };
    }
    if (method === 'DELETE') {
      words = words.filter((w) => w.word !== word);
      return { body: { message: `“${word}” deleted` } };
    }
    return { body: words };
  });
}

describe('Products → Search words', () => {
  it('lists the words, adds one in Hindi or Hinglish as search compares it, and deletes one', async () => {
    const calls = searchWordsApi();
    renderProductsPage('?tab=search-words');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('doodh')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Word shoppers type' }), '  Makkhan ');
    await userEvent.type(screen.getByRole('textbox', { name: 'What it means' }), 'Butter');
    await userEvent.click(screen.getByRole('button', { name: 'Save word' }));
    await screen.findByText('Searching “makkhan” now finds butter');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [pathOf(c.url), c.body])).toEqual([
      ['/api/search-synonyms/makkhan', { means: 'butter' }],
    ]);
    expect(await within(screen.getByRole('table')).findByText('makkhan')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete dahi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText('“dahi” deleted');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('dahi')).not.toBeInTheDocument());
  });

  it('says what is wrong before sending anything', async () => {
    const calls = searchWordsApi();
    renderProductsPage('?tab=search-words');
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Word shoppers type' }), 'hari mirch');
    await userEvent.type(screen.getByRole('textbox', { name: 'What it means' }), 'green chilli');
    await userEvent.click(screen.getByRole('button', { name: 'Save word' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The word must be one word of letters or digits, without spaces or punctuation.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

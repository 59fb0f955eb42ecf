import {
  DEFAULT_FILTERS,
  filtersFromParams,
  isNarrowed,
  listQuery,
  paramsFromFilters,
  runsQuery,
} from './queueFilters';

const SOCIETY = 'aaaaaaaaaaaaaaaaaaaaaaa1';

describe('the queue’s filters in the URL', () => {
  it('reads every filter and writes it back the same way', () => {
    const url = `state=unpaid&sort=newest&from=2026-03-01&to=2026-03-12&society=${SOCIETY}&pay=COD&q=98765&page=3`;
    const filters = filtersFromParams(new URLSearchParams(url));
    expect(filters).toEqual({
      state: 'unpaid',
      view: 'list',
      sort: 'newest',
      page: 3,
      from: '2026-03-01',
      to: '2026-03-12',
      society: SOCIETY,
      paymentMethod: 'COD',
      search: '98765',
    });
    expect(paramsFromFilters(filters).toString()).toBe(url);
  });

  it('falls back to the defaults for anything a hand-edited link gets wrong, and keeps a plain URL plain', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('state=lost&view=map&sort=up&page=-2&from=2026-02-30&society=nope&pay=CARD'),
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(isNarrowed(DEFAULT_FILTERS)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
  });

  it('asks the API for the chosen state: open, delivered unpaid, or all', () => {
    expect(listQuery(DEFAULT_FILTERS)).toEqual({
      isDelivered: false,
      awaitingPayment: false,
      sort: 'stage',
      page: 1,
      pageSize: 20,
    });
    expect(listQuery({ ...DEFAULT_FILTERS, state: 'unpaid' })).toMatchObject({ isDelivered: true, isPaid: false });
    expect(listQuery({ ...DEFAULT_FILTERS, state: 'all', search: ' 98765 ' })).toEqual({
      search: '98765',
      sort: 'stage',
      page: 1,
      pageSize: 20,
    });
  });

  it('the society runs take every open order, oldest first, whatever the state tab says', () => {
    expect(runsQuery({ ...DEFAULT_FILTERS, state: 'all', page: 4, society: SOCIETY })).toEqual({
      isDelivered: false,
      awaitingPayment: false,
      society: SOCIETY,
      sort: 'oldest',
      page: 1,
      pageSize: 100,
    });
  });
});

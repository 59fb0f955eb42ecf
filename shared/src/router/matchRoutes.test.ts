import { matchPath, matchRoutes, type RouteObject } from './matchRoutes';

/** Routes named by `id`, so a test can say which matched. */
type Named = Omit<RouteObject, 'children'> & { id: string; children?: Named[] };

const ids = (routes: Named[], pathname: string, base?: string) =>
  matchRoutes(routes, pathname, base)?.map((m) => ({
    id: (m.route as Named).id,
    params: m.params,
    pathnameBase: m.pathnameBase,
  })) ?? null;

describe('matchPath', () => {
  it('matches static segments and parameters, case-insensitively, with or without a trailing slash', () => {
    expect(matchPath('product/:id', '/product/abc', true)).toEqual({
      params: { id: 'abc' },
      pathname: '/product/abc',
      pathnameBase: '/product/abc',
    });
    expect(matchPath('product/:id', '/Product/abc/', true)?.params).toEqual({ id: 'abc' });
    expect(matchPath('product/:id', '/product', true)).toBeNull();
    expect(matchPath('product/:id', '/product/abc/more', true)).toBeNull();
  });

  it('decodes parameters, and leaves a malformed escape as it came', () => {
    expect(matchPath('customers/:id', '/customers/a%20b', true)?.params).toEqual({ id: 'a b' });
    expect(matchPath('customers/:id', '/customers/%E0%A4', true)?.params).toEqual({ id: '%E0%A4' });
  });

  it('a splat takes the rest, and its base stops where it starts', () => {
    expect(matchPath('*', '/a/b', true)).toEqual({ params: { '*': 'a/b' }, pathname: '/a/b', pathnameBase: '/' });
    expect(matchPath('admin/*', '/admin/orders/1', true)).toEqual({
      params: { '*': 'orders/1' },
      pathname: '/admin/orders/1',
      pathnameBase: '/admin',
    });
    expect(matchPath('admin/*', '/admin', true)?.params).toEqual({ '*': '' });
    expect(matchPath('admin/*', '/administrator', true)).toBeNull();
  });

  it('without `end`, matches a prefix only at a segment boundary', () => {
    expect(matchPath('account', '/account/orders', false)?.pathnameBase).toBe('/account');
    expect(matchPath('account', '/accounts', false)).toBeNull();
    expect(matchPath('', '/anything', false)?.pathnameBase).toBe('/');
  });
});

describe('matchRoutes (React Router’s ranking)', () => {
  const catalogue: Named[] = [
    { id: 'home', index: true },
    { id: 'product', path: 'product/:id' },
    { id: 'terms', path: 'terms-and-policies' },
    { id: 'missing', path: '*' },
  ];

  it('the index route draws "/", a path its page, anything else the splat', () => {
    expect(ids(catalogue, '/')?.map((m) => m.id)).toEqual(['home']);
    expect(ids(catalogue, '/product/p1')).toEqual([
      { id: 'product', params: { id: 'p1' }, pathnameBase: '/product/p1' },
    ]);
    expect(ids(catalogue, '/terms-and-policies/')?.map((m) => m.id)).toEqual(['terms']);
    expect(ids(catalogue, '/nowhere/at/all')).toEqual([
      { id: 'missing', params: { '*': 'nowhere/at/all' }, pathnameBase: '/' },
    ]);
  });

  it('a static segment beats a parameter, whatever the order they are written in', () => {
    const routes: Named[] = [
      { id: 'one', path: 'customers/:id' },
      { id: 'find', path: 'customers/find' },
    ];
    expect(ids(routes, '/customers/find')?.map((m) => m.id)).toEqual(['find']);
    expect(ids(routes, '/customers/42')?.map((m) => m.id)).toEqual(['one']);
  });

  it('a layout without a path wraps its children and matches nothing by itself', () => {
    const routes: Named[] = [
      {
        id: 'layout',
        children: [
          { id: 'dashboard', index: true },
          { id: 'order', path: 'order/:id' },
        ],
      },
    ];
    expect(ids(routes, '/order/7')?.map((m) => [m.id, m.params])).toEqual([
      ['layout', { id: '7' }],
      ['order', { id: '7' }],
    ]);
    expect(ids(routes, '/')?.map((m) => m.id)).toEqual(['layout', 'dashboard']);
    expect(ids(routes, '/elsewhere')).toBeNull();
  });

  it('nested paths match below their parent; a parent with children is a page of its own too', () => {
    const routes: Named[] = [{ id: 'account', path: 'account', children: [{ id: 'orders', path: 'orders' }] }];
    expect(ids(routes, '/account/orders')?.map((m) => [m.id, m.pathnameBase])).toEqual([
      ['account', '/account'],
      ['orders', '/account/orders'],
    ]);
    expect(ids(routes, '/account')?.map((m) => m.id)).toEqual(['account']);
  });

  it('descendant routes start where their parent’s path ends', () => {
    const routes: Named[] = [{ id: 'orders', path: 'orders' }];
    expect(ids(routes, '/admin/orders', '/admin')?.map((m) => [m.id, m.pathnameBase])).toEqual([
      ['orders', '/admin/orders'],
    ]);
    expect(ids(routes, '/shop/orders', '/admin')).toBeNull();
  });
});

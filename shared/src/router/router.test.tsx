import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '../../testing';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './index';
import type { RouteObject } from './matchRoutes';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">{`${location.pathname}${location.search}|${String(location.state ?? '')}`}</output>
  );
}

function Product() {
  const { id } = useParams<'id'>();
  return <h1>Product {id}</h1>;
}

function Layout() {
  return (
    <div>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/product/p1" state="from-nav">
          First
        </Link>
      </nav>
      <Outlet />
      <Where />
    </div>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'product/:id', element: <Product /> },
      { path: 'old-product/:id', element: <Navigate to="/product/p9" replace /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

describe('the router', () => {
  it('draws the matching route inside its layout, with its parameters', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/product/p2'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Product p2');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('a plain click on a link moves within the page (with its state); a modified click is left to the browser', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Product p1');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/p1|from-nav');
    expect(router.state.historyAction).toBe('PUSH');

    const before = router.state.location;
    fireEvent.click(screen.getByRole('link', { name: 'Home' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }), { button: 1 });
    expect(router.state.location).toBe(before);
  });

  it('a link to where the page already is replaces the entry rather than stacking it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/product/p1'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('Navigate moves once drawn (replacing), and unknown paths fall to the splat', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/old-product/1'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Product p9');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/no/such/page'));
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });

  it('useSearchParams reads the query and changes it (a value, a function of the current one), keeping the path', async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own component, declared once per test at its top; it is not recreated while rendering
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>{params.get('page') ?? 'none'}</p>
          <button type="button" onClick={() => setParams({ page: '2' })}>
            set
          </button>
          <button
            type="button"
            onClick={() =>
              setParams((current) => ({ page: String(Number(current.get('page')) + 1), q: 'x y' }), { replace: true })
            }
          >
            next
          </button>
          <button type="button" onClick={() => setParams({})}>
            clear
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: 'orders', element: <Filters /> }], { initialEntries: ['/orders'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location).toMatchObject({ pathname: '/orders', search: '?page=3&q=x+y' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(router.state.location.search).toBe('');
  });

  it('useNavigate goes to a path, and back by a number of entries', async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own component, declared once per test at its top; it is not recreated while rendering
    function Buttons() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/product/p5')}>
            go
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <Buttons /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(router.state.location.key).toBe('default');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(router.state.location.pathname).toBe('/product/p5');
    expect(router.state.location.key).not.toBe('default');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(router.state.location).toMatchObject({ pathname: '/', key: 'default' });
  });

  it('descendant routes (a remote’s, under the shell’s splat) match the whole path', () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own component, declared once per test at its top; it is not recreated while rendering
    function Remote() {
      return useRoutes([{ path: 'product/:id', element: <Product /> }]);
    }
    const router = createMemoryRouter([{ path: '*', element: <Remote /> }], { initialEntries: ['/product/p3'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Product p3');
  });

  it('renders one location on the server, and refuses to navigate there', () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own component, declared once per test at its top; it is not recreated while rendering
    function Tree() {
      return useRoutes(routes);
    }
    const html = renderToString(
      <StaticRouter location="/product/p7?ref=share">
        <Tree />
      </StaticRouter>,
    );
    expect(html).toContain('Product <!-- -->p7');
    expect(html).toContain('/product/p7?ref=share|');
  });

  it('the browser router follows pushState and the back button', async () => {
    window.history.replaceState(null, '', '/product/p1');
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own component, declared once per test at its top; it is not recreated while rendering
    function Tree() {
      return useRoutes(routes);
    }
    render(
      <BrowserRouter>
        <Tree />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Product p1');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Product p1');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/p1|');
  });

  it('a hook outside any router says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow('useLocation may be used only inside a router');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@kirana/shared/testing';
import { setScreenWidth } from '../testing';
import { AdminLayout, navKeyFor } from './AdminLayout';

const SECTIONS = ['Dashboard', 'Orders', 'Products', 'Customers', 'Find customer', 'Dues', 'Delivery locations', 'Reports', 'Account'];

describe('the admin menu entry a page belongs to', () => {
  it('is the page’s own entry, or the list a detail page belongs to', () => {
    expect(navKeyFor('/')).toBe('/');
    expect(navKeyFor('/reports')).toBe('/reports');
    expect(navKeyFor('/order/65f1a2b3c4d5e6f7a8b9c0d1')).toBe('/orders');
    expect(navKeyFor('/customers/65f1a2b3c4d5e6f7a8b9c0d1')).toBe('/customers');
    expect(navKeyFor('/customer')).toBe('/customer');
  });

  it('is none for a page that does not exist (not the dashboard)', () => {
    expect(navKeyFor('/nowhere')).toBe('');
  });
});

describe('the admin frame', () => {
  afterEach(() => setScreenWidth(1280));

  /** The menu registers its items a tick after it renders. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const sectionNames = () => within(screen.getByRole('menu', { name: 'Admin sections' })).getAllByRole('menuitem').map((item) => item.textContent);

  it('on a desktop lists every section down the side, the current one selected', async () => {
    setScreenWidth(1280);
    renderWithRouter(<AdminLayout />, '/order/65f1a2b3c4d5e6f7a8b9c0d1');
    await settle();
    expect(sectionNames()).toEqual(SECTIONS);
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveClass('ant-menu-item-selected');
  });

  it('on a phone keeps every section in one scrolling strip (nothing folded into “···”), and a tap goes there', async () => {
    setScreenWidth(360);
    const { router } = renderWithRouter(<AdminLayout />, '/reports');
    await settle();
    expect(sectionNames()).toEqual(SECTIONS);
    // antd folds what does not fit into a "···" item it keeps ready in the menu: there is none.
    expect(document.querySelector('.ant-menu-overflow-item-rest')).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delivery locations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deliverylocation'));
    expect(screen.getByRole('menuitem', { name: 'Delivery locations' })).toHaveClass('ant-menu-item-selected');
  });

  it('each section is a link (open it in a new tab)', async () => {
    renderWithRouter(<AdminLayout />, '/');
    await settle();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Delivery locations' })).toHaveAttribute('href', '/deliverylocation');
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { switchLocale } from '@kirana/shared';
import { renderWithRouter } from '@kirana/shared/testing';
import { setScreenWidth } from '../testing';
import { ADMIN_THEME, AdminAntd, AdminLayout, navKeyFor } from './AdminLayout';

const SECTIONS = [
  'Dashboard',
  'Orders',
  'Products',
  'Customers',
  'Find customer',
  'Dues',
  'Delivery locations',
  'Team',
  'Cash',
  'Reports',
  'Account',
];

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
  const sectionNames = () =>
    within(screen.getByRole('menu', { name: 'Admin sections' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

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

  it('on a phone says when sections are hidden past an edge, and the arrow scrolls there', async () => {
    setScreenWidth(360);
    const scrolled: number[] = [];
    const strip = { scrollWidth: 900, clientWidth: 360, scrollLeft: 0 };
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ant-menu') ? strip.scrollWidth : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ant-menu') ? strip.clientWidth : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => strip.scrollLeft);
    HTMLElement.prototype.scrollBy = ((options?: ScrollToOptions | number) => {
      scrolled.push(typeof options === 'object' ? (options.left ?? 0) : 0);
    }) as HTMLElement['scrollBy'];
    renderWithRouter(<AdminLayout />, '/');
    await settle();
    expect(screen.queryByRole('button', { name: 'Earlier sections' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More sections' }));
    expect(scrolled[0]).toBeGreaterThan(0);
    // Scrolled to the end: the hint moves to the other edge.
    strip.scrollLeft = 540;
    act(() => {
      document.querySelector('.kn-adm-topnav .ant-menu')!.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Earlier sections' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More sections' })).toBeNull();
    jest.restoreAllMocks();
  });

  it('has an offline screen of its own, in the shopkeeper’s words, that goes when the network returns', async () => {
    renderWithRouter(<AdminLayout />, '/');
    await settle();
    const network = (online: boolean) => {
      jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    network(false);
    const offline = screen.getByRole('alertdialog', { name: "You're Offline" });
    expect(offline).toHaveTextContent('Customers can still order: their orders wait on the server.');
    expect(offline).not.toHaveTextContent(/cart/i);
    expect(within(offline).getByRole('button', { name: 'Reload' })).toHaveFocus();
    network(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    jest.restoreAllMocks();
  });
});

describe('the admin theme’s colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it('are the store’s greens: a fresh notice background, its text readable on it and on white (4.5:1)', () => {
    const { colorSuccess, colorSuccessBg } = ADMIN_THEME.token;
    expect(colorSuccessBg).toBe('#f0faf1');
    expect(contrast(colorSuccess, colorSuccessBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colorSuccess, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('a plain button under the pointer keeps its text readable on white (4.5:1), not antd’s lighter hover pink', () => {
    const { defaultHoverColor, defaultHoverBorderColor } = ADMIN_THEME.components.Button;
    expect(contrast(defaultHoverColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(defaultHoverBorderColor).toBe(defaultHoverColor);
  });
});

describe('antd’s own words', () => {
  afterEach(async () => {
    await act(() => switchLocale('en'));
  });

  const monthPicker = () =>
    render(
      <AdminAntd>
        <DatePicker aria-label="Month" picker="month" value={dayjs('2026-11-01')} format="MMM YYYY" open />
      </AdminAntd>,
    );

  it('are in Hindi when the admin reads Hindi: a month picker’s value and its months', async () => {
    await act(() => switchLocale('hi'));
    monthPicker();
    expect(screen.getByLabelText('Month')).toHaveValue('नव. 2026');
    expect(await screen.findByText('अक्टू.')).toBeInTheDocument();
  });

  it('stay English in English', () => {
    monthPicker();
    expect(screen.getByLabelText('Month')).toHaveValue('Nov 2026');
    expect(screen.getByText('Oct')).toBeInTheDocument();
  });
});

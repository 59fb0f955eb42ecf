import { ConfigProvider, Grid, Layout, Menu } from 'antd';
import antdHindi from 'antd/locale/hi_IN';
// The month and day names antd's pickers show in Hindi (they read them from dayjs's locale).
import 'dayjs/locale/hi';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Outlet, useLocale, useLocation, useNavigate, useOnline } from '@kirana/shared';
import { AdminOfflineScreen } from '../components/offline/AdminOfflineScreen';
import { useInertMeasureRows } from '../lib/useInertMeasureRows';
import { useScrollHints } from '../lib/useScrollHints';
import { LiveFrame } from '../components/live-orders/LiveFrame';
import { StorePauseControl } from '../features/store-pause/StorePauseControl';
import './admin.css';
import { useT } from '../i18n';

const NAV = [
  { key: '/', label: 'Dashboard' },
  { key: '/orders', label: 'Orders' },
  { key: '/products', label: 'Products' },
  { key: '/customers', label: 'Customers' },
  { key: '/customer', label: 'Find customer' },
  { key: '/dues', label: 'Dues' },
  { key: '/deliverylocation', label: 'Delivery locations' },
  { key: '/team', label: 'Team' },
  { key: '/cash', label: 'Cash' },
  { key: '/reports', label: 'Reports' },
  { key: '/account', label: 'Account' },
];

/**
 * The store's pink, darkened to #cf2d66 (as --kn-brand) so pink text and white-on-pink buttons keep
 * 4.5:1; antd's grey descriptions and the unchecked switch's white text on grey made darker for
 * the same reason, as are a Select's placeholder (which shows its "All …" choice) and the red of danger
 * buttons and the green of success text (a report's "100% on time") (axe's color-contrast in the journeys).
 * A plain button under the pointer keeps that pink for its text: antd's lighter hover pink (#db537e) is
 * 3.8:1 on white (the order page's Start packing, hovered, in the order-stages journey).
 */
export const ADMIN_THEME = {
  token: {
    colorPrimary: '#cf2d66',
    borderRadius: 10,
    fontFamily: 'inherit',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#707070',
    colorError: '#cf1322',
    // The store's own greens (--kn-green, --kn-green-soft): a fresh success notice ("New order",
    // "Delivered and paid"), not the grey-olive antd derives from a dark seed, which read as disabled.
    colorSuccess: '#0c831f',
    colorSuccessBg: '#f0faf1',
    colorSuccessBorder: '#9fd8a8',
  },
  components: {
    Switch: { colorTextQuaternary: '#767676', colorTextTertiary: '#5c5c5c' },
    Button: { defaultHoverColor: '#cf2d66', defaultHoverBorderColor: '#cf2d66' },
  },
};

/**
 * antd as the admin shows it: the store's theme, and antd's own words (a picker's months, a table's
 * pages, a confirm's buttons) in the language the admin reads.
 */
export function AdminAntd({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider theme={ADMIN_THEME} locale={locale === 'hi' ? antdHindi : undefined}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The menu entry a path belongs to (/order/… is under Orders, /customers/… under Customers); none for a page
 * that does not exist.
 */
export function navKeyFor(pathname: string): string {
  if (pathname.startsWith('/order/')) return '/orders';
  if (pathname.startsWith('/customers/')) return '/customers';
  return NAV.find((item) => item.key === pathname)?.key ?? '';
}

/** The admin's frame inside the shell's header: navigation beside (desktop) or above (phone) the page. */
export function AdminLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const topNav = useRef<HTMLDivElement>(null);
  const online = useOnline();
  const more = useScrollHints(topNav, '.ant-menu', !wide);
  useInertMeasureRows();
  // On a phone every section stays one swipe away in a scrolling strip (antd's own overflow
  // folds sections into a "···" menu), with the current one brought into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and wide are when to scroll (another section is current, or the menu became the phone strip); the effect reads the DOM through the ref
  useEffect(() => {
    topNav.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, wide]);
  const menu = (
    <Menu
      mode={wide ? 'inline' : 'horizontal'}
      disabledOverflow={!wide}
      selectedKeys={[navKeyFor(pathname)]}
      // Links, so a section opens in a new tab with a middle click or a long press.
      items={NAV.map((item) => ({ key: item.key, label: <Link to={item.key}>{t(item.label)}</Link> }))}
      // The link goes there itself; a key press or a tap beside it goes there too.
      onClick={({ key, domEvent }) => {
        if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navigate(key);
      }}
      aria-label={t('Admin sections')}
    />
  );
  return (
    <AdminAntd>
      {!online && <AdminOfflineScreen />}
      <Layout className="kn-adm-layout" hasSider={wide} inert={!online}>
        {wide ? (
          <Layout.Sider width={210} theme="light" className="kn-adm-sider">
            {menu}
          </Layout.Sider>
        ) : (
          <div
            className="kn-adm-topnav"
            ref={topNav}
            data-more-left={more.left || undefined}
            data-more-right={more.right || undefined}
          >
            {menu}
            {/* More sections past an edge: a fade and an arrow that scrolls there (a swipe does too). */}
            {more.left && (
              <button
                type="button"
                className="kn-adm-topnav__more kn-adm-topnav__more--left"
                aria-label={t('Earlier sections')}
                onClick={() => more.scroll(-1)}
              >
                ‹
              </button>
            )}
            {more.right && (
              <button
                type="button"
                className="kn-adm-topnav__more kn-adm-topnav__more--right"
                aria-label={t('More sections')}
                onClick={() => more.scroll(1)}
              >
                ›
              </button>
            )}
          </div>
        )}
        <Layout.Content className="kn-adm-content">
          <LiveFrame>
            <StorePauseControl />
            <Outlet />
          </LiveFrame>
        </Layout.Content>
      </Layout>
    </AdminAntd>
  );
}

import { Alert, Button, Empty, Grid, Input, Pagination, Segmented, Skeleton } from 'antd';
import { ADMIN_SEARCH_MAX_LENGTH, CUSTOMERS_PAGE_SIZE_DEFAULT, Link } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { CustomerCards } from './CustomerCards';
import { CustomerTable } from './CustomerTable';
import { useGetCustomersQuery } from './customersApi';
import { CUSTOMER_SORTS, useCustomerListParams } from './useCustomerListParams';
import '../../lib/pageParts.css';
import './customers.css';
import { useT } from '../../i18n';

/** `/customers`: who buys from the store, searchable by phone or name, sorted three ways, a page at a time. */
export function CustomersPage() {
  const t = useT();
  const { search, sort, page, typed, setTyped, setSort, setPage } = useCustomerListParams();
  const wide = Grid.useBreakpoint().md ?? true;
  const list = useGetCustomersQuery({ search: search || undefined, sort, page, pageSize: CUSTOMERS_PAGE_SIZE_DEFAULT });
  const customers = list.data?.items ?? [];
  const firstLoad = list.isLoading || (list.isFetching && !list.data);

  return (
    <section aria-labelledby="customers-title">
      <div className="kn-adm-page-head">
        <div>
          <h1 id="customers-title" className="kn-adm-page-title">
            {t('Customers')}
          </h1>
          <p className="kn-adm-page-hint">
            {t('Everyone who orders from the store. Open a customer to see their addresses and orders.')}
          </p>
        </div>
        <Link to="/customer" className="kn-adm-link-button">
          {t('Find or add by phone')}
        </Link>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet a search landmark in every browser the shop supports (Safari before 17) nor in the jsdom the tests run in */}
      <div className="kn-adm-toolbar" role="search">
        <Input.Search
          aria-label={t('Search customers by phone or name')}
          placeholder={t('Search by phone or name')}
          allowClear
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setTyped(value)}
          className="kn-adm-toolbar__search"
        />
        <Segmented
          aria-label={t('Sort customers')}
          value={sort}
          options={CUSTOMER_SORTS.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(value) => setSort(value)}
        />
      </div>

      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load customers')}
          description={errorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('Retry')}</Button>}
        />
      ) : firstLoad || !list.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : customers.length === 0 ? (
        <Empty
          description={
            search
              ? t('No customer’s phone or name matches “{search}”', { search })
              : t('No customers yet. They appear here after they sign in or you add them.')
          }
        >
          {search && <Button onClick={() => setTyped('')}>{t('Clear search')}</Button>}
        </Empty>
      ) : (
        <>
          <p className="kn-adm-faint kn-adm-count" aria-live="polite">
            {search
              ? t('{count, plural, one {# customer} other {# customers}} matching “{search}”', {
                  count: list.data.total,
                  search,
                })
              : t('{count, plural, one {# customer} other {# customers}}', { count: list.data.total })}
          </p>
          {wide ? (
            <CustomerTable customers={customers} loading={list.isFetching} />
          ) : (
            <CustomerCards customers={customers} />
          )}
          <Pagination
            className="kn-adm-pager"
            current={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            showSizeChanger={false}
            simple={!wide}
            hideOnSinglePage
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}

import { Button, Select } from 'antd';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@kirana/shared';
import { useGetSocietiesQuery } from '@kirana/shared/extended';
import { isNarrowed, type QueueFilters } from './queueFilters';
import { SearchBox } from './SearchBox';
import { useT } from '../../i18n';

/** Date range, society, payment method and search; each change is written to the URL. */
export function QueueFilterBar({
  filters,
  update,
}: {
  filters: QueueFilters;
  update: (change: Partial<QueueFilters>) => void;
}) {
  const t = useT();
  const societies = useGetSocietiesQuery();
  const societyOptions = (societies.data ?? []).map((s) => ({
    value: s._id,
    label: `${s.societyName} · ${s.areaName}`,
  }));
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet a search landmark in every browser the shop supports (Safari before 17) nor in the jsdom the tests run in
    <div className="kn-adm-queue-filters" id="kn-adm-queue-filters" role="search" aria-label={t('Filter orders')}>
      <SearchBox value={filters.search} onSearch={(search) => update({ search })} />
      <label className="kn-adm-field">
        <span>{t('From')}</span>
        <input
          type="date"
          className="kn-adm-date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => update({ from: e.target.value || undefined })}
        />
      </label>
      <label className="kn-adm-field">
        <span>{t('To')}</span>
        <input
          type="date"
          className="kn-adm-date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => update({ to: e.target.value || undefined })}
        />
      </label>
      <Select
        className="kn-adm-queue-select"
        aria-label={t('Society')}
        placeholder={t('All societies')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={societies.isLoading}
        value={filters.society}
        options={societyOptions}
        onChange={(society?: string) => update({ society: society || undefined })}
      />
      <Select
        className="kn-adm-queue-select kn-adm-queue-select--narrow"
        aria-label={t('Payment method')}
        placeholder={t('Any payment')}
        allowClear
        value={filters.paymentMethod}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_LABELS[method]) }))}
        onChange={(paymentMethod?: QueueFilters['paymentMethod']) => update({ paymentMethod })}
      />
      {isNarrowed(filters) && (
        <Button
          type="link"
          onClick={() =>
            update({ from: undefined, to: undefined, society: undefined, paymentMethod: undefined, search: '' })
          }
        >
          {t('Clear filters')}
        </Button>
      )}
    </div>
  );
}

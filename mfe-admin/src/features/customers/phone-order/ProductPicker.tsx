import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { formatRupees, SEARCH_MAX_LENGTH, type Product } from '@kirana/shared';
import { useGetAdminProductsQuery } from '../../../lib/catalogueAdminApi';
import { unavailableReason } from './usePhoneOrderDraft';
import { useT } from '../../../i18n';

const SEARCH_DELAY_MS = 250;
const MATCHES = 8;

/**
 * 'Add a product': type part of a name, pick one (mouse, or arrows and Enter) and it goes on the
 * order. Products that can't be sold right now are listed, greyed out, with the reason, so the
 * admin can tell the caller at once.
 */
export function ProductPicker({ onPick }: { onPick: (product: Product) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useGetAdminProductsQuery({ page: 1, pageSize: MATCHES, search }, { skip: search === '' });
  const waiting = text.trim() !== '' && (text.trim() !== search || matches.isFetching);
  // Only the answer to what is typed now: an Enter pressed while typing never picks a match for
  // the previous words (and the first match of the new answer is the one Enter takes).
  const products = search === '' || waiting ? [] : (matches.currentData?.items ?? []);

  const notFound =
    search === ''
      ? t('Type part of a product’s name')
      : matches.isError
        ? t('Couldn’t search the catalogue. Type again to retry.')
        : waiting
          ? t('Searching…')
          : t('No products match “{search}”', { search });

  return (
    <Select<string>
      showSearch={{
        filterOption: false,
        searchValue: text,
        onSearch: (value) => setText(value.slice(0, SEARCH_MAX_LENGTH)),
      }}
      value={null}
      size="large"
      className="kn-adm-po-picker"
      placeholder={t('Add a product: type its name')}
      aria-label={t('Add a product')}
      loading={waiting}
      notFoundContent={notFound}
      options={products.map((product) => {
        const reason = unavailableReason(product);
        return {
          value: product._id,
          disabled: reason !== null,
          label: (
            <span className="kn-adm-po-option">
              <span className="kn-adm-po-option__name">{product.name}</span>
              <span className="kn-adm-po-option__meta">
                {product.quantityLabel} · {formatRupees(product.sellingPrice)}
                {reason ? ` · ${reason}` : ''}
              </span>
            </span>
          ),
          title: product.name,
        };
      })}
      onSelect={(id: string) => {
        const product = products.find((p) => p._id === id);
        if (product) onPick(product);
        setText('');
        setSearch('');
      }}
    />
  );
}

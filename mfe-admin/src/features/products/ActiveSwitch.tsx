import { Switch } from 'antd';
import type { Product } from '@kirana/shared';
import { attempt } from '../../lib/attempt';
import { useUpdateProductMutation } from '../../lib/catalogueAdminApi';
import { useT } from '../../i18n';

/** On sale or not: off takes the product off the shop (past orders keep it); on brings it back. */
export function ActiveSwitch({ product }: { product: Product }) {
  const t = useT();
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  return (
    <Switch
      checked={product.isActive}
      loading={isLoading}
      checkedChildren={t('On sale')}
      unCheckedChildren={t('Hidden')}
      aria-label={t('{name} on sale', { name: product.name })}
      onChange={(isActive) =>
        void attempt(
          () => updateProduct({ id: product._id, changes: { isActive } }).unwrap(),
          isActive
            ? t('{name} is back in the shop', { name: product.name })
            : t('{name} deactivated: customers no longer see it', { name: product.name }),
        )
      }
    />
  );
}

import { Switch } from 'antd';
import type { Product } from '@kirana/shared';
import { attempt } from '../../app/attempt';
import { useUpdateProductMutation } from './catalogueAdminApi';

/** On sale or not: off takes the product off the shop (past orders keep it); on brings it back. */
export function ActiveSwitch({ product }: { product: Product }) {
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  return (
    <Switch
      checked={product.isActive}
      loading={isLoading}
      checkedChildren="On sale"
      unCheckedChildren="Hidden"
      aria-label={`${product.name} on sale`}
      onChange={(isActive) =>
        void attempt(
          () => updateProduct({ id: product._id, changes: { isActive } }).unwrap(),
          isActive ? `${product.name} is back in the shop` : `${product.name} deactivated: customers no longer see it`,
        )
      }
    />
  );
}

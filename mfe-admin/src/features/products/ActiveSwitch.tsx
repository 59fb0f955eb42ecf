import { Switch } from 'antd';
import { useAppDispatch, useAppStore, type Product } from '@kirana/shared';
import { attempt } from '../../app/attempt';
import { showSavedProduct, useUpdateProductMutation } from './catalogueAdminApi';

/** On sale or not: off takes the product off the shop (past orders keep it); on brings it back. */
export function ActiveSwitch({ product }: { product: Product }) {
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (
    <Switch
      checked={product.isActive}
      loading={isLoading}
      checkedChildren="On sale"
      unCheckedChildren="Hidden"
      aria-label={`${product.name} on sale`}
      onChange={(isActive) =>
        void attempt(
          // The row shows the answer before the confirmation does.
          async () => showSavedProduct(await updateProduct({ id: product._id, changes: { isActive } }).unwrap())(dispatch, store.getState),
          isActive ? `${product.name} is back in the shop` : `${product.name} deactivated: customers no longer see it`,
        )
      }
    />
  );
}

import { Button, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorStatus, type Product } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { attempt } from '../../lib/attempt';
import { useDeleteProductMutation, useUpdateProductMutation } from '../../lib/catalogueAdminApi';
import { useT } from '../../i18n';

/**
 * Delete for good, after a confirmation. A product in past orders cannot go (the server answers
 * 409 so those orders still read correctly): then the admin is offered Deactivate instead.
 */
export function DeleteProductButton({ product }: { product: Product }) {
  const t = useT();
  const [deleteProduct, deleting] = useDeleteProductMutation();
  const [updateProduct, deactivating] = useUpdateProductMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirmDelete() {
    try {
      const { message } = await deleteProduct(product._id).unwrap();
      toast.success(message);
    } catch (error) {
      if (errorStatus(error) === 409) setRefusal(errorMessage(error));
      else toast.error(errorMessage(error));
    }
  }

  async function deactivate() {
    const done = await attempt(
      () => updateProduct({ id: product._id, changes: { isActive: false } }).unwrap(),
      t('{name} deactivated: customers no longer see it', { name: product.name }),
    );
    if (done) setRefusal(null);
  }

  return (
    <>
      <Popconfirm
        title={t('Delete {name} for good?', { name: product.name })}
        description={t('This cannot be undone.')}
        okText={t('Delete')}
        okButtonProps={{ danger: true }}
        onConfirm={confirmDelete}
      >
        <Button
          size="small"
          danger
          loading={deleting.isLoading}
          aria-label={t('Delete {name}', { name: product.name })}
        >
          {t('Delete')}
        </Button>
      </Popconfirm>
      <Modal
        open={refusal !== null}
        title={t('{name} can’t be deleted', { name: product.name })}
        okText={product.isActive ? t('Deactivate instead') : t('OK')}
        cancelText={t('Keep it')}
        cancelButtonProps={product.isActive ? {} : { style: { display: 'none' } }}
        confirmLoading={deactivating.isLoading}
        onOk={() => (product.isActive ? void deactivate() : setRefusal(null))}
        onCancel={() => setRefusal(null)}
      >
        <p>{refusal}</p>
        {!product.isActive && <p>{t('It is already deactivated, so customers don’t see it.')}</p>}
      </Modal>
    </>
  );
}

import { Alert, Button, Form } from 'antd';
import { toast } from 'react-toastify';
import { shippingLine, type CustomerSummary } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useAddCustomerAddressMutation } from './customersApi';
import { NewAddressFields } from './NewAddressFields';
import { useAddressDraft } from './useAddressDraft';
import { useT } from '../../i18n';

/** 'Add address' on a customer's page: where they say to deliver, checked as their own form checks it. */
export function AddAddressForm({ customer, onDone }: { customer: CustomerSummary; onDone: () => void }) {
  const t = useT();
  const { draft, touchAll, value, reset } = useAddressDraft();
  const [addAddress, adding] = useAddCustomerAddressMutation();

  const save = async () => {
    touchAll();
    const address = value();
    if (!address || adding.isLoading) return;
    const result = await addAddress({ customerId: customer._id, address });
    if ('data' in result && result.data) {
      const added = result.data.userAddresses.at(-1);
      toast.success(added ? t('Address added: {address}', { address: shippingLine(added) }) : t('Address added'));
      reset();
      onDone();
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save()} requiredMark={false} className="kn-adm-add-address">
      {adding.error && (
        <Alert
          type="error"
          showIcon
          className="kn-adm-form-alert"
          title={t('Couldn’t add this address')}
          description={errorMessage(adding.error)}
        />
      )}
      <NewAddressFields draft={draft} autoFocus />
      <div className="kn-adm-add-address__actions">
        <Button type="primary" htmlType="submit" loading={adding.isLoading}>
          {t('Save address')}
        </Button>
        <Button onClick={onDone}>{t('Cancel')}</Button>
      </div>
    </Form>
  );
}

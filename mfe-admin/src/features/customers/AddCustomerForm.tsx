import { Alert, Button, Card, Form, Input } from 'antd';
import { errorStatus, formatPhone, NAME_MAX_LENGTH, type CustomerSummary } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useCreateCustomerMutation } from './customersApi';
import { NewAddressFields } from './NewAddressFields';
import { useNewCustomerDraft } from './useNewCustomerDraft';
import { useT } from '../../i18n';

interface AddCustomerFormProps {
  phone: string;
  onAdded: (customer: CustomerSummary) => void;
  /** The server says this phone already belongs to a customer (409), with its message. */
  onAlreadyCustomer: (message: string) => void;
}

/**
 * 'Add customer' for someone who orders by phone call: their name, the phone just looked up, and
 * where to deliver if they said. They sign in later with the same phone and find it all there.
 */
export function AddCustomerForm({ phone, onAdded, onAlreadyCustomer }: AddCustomerFormProps) {
  const t = useT();
  const draft = useNewCustomerDraft(phone);
  const [createCustomer, creating] = useCreateCustomerMutation();
  const refused = creating.error && errorStatus(creating.error) !== 409 ? creating.error : undefined;

  const submit = async () => {
    draft.touchAll();
    const body = draft.body();
    if (!body || creating.isLoading) return;
    const result = await createCustomer(body);
    if ('data' in result && result.data) onAdded(result.data);
    else if (errorStatus(result.error) === 409) onAlreadyCustomer(errorMessage(result.error));
  };

  return (
    <Card title={<h2 className="kn-adm-section-title">{t('Add customer')}</h2>} className="kn-adm-add-customer">
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        {refused && (
          <Alert
            type="error"
            showIcon
            className="kn-adm-form-alert"
            title={t('Couldn’t add this customer')}
            description={errorMessage(refused)}
          />
        )}
        <div className="kn-adm-form-grid">
          <Form.Item
            label={t('Name')}
            htmlFor="kn-adm-new-name"
            validateStatus={draft.shown('name') ? 'error' : undefined}
            help={draft.shown('name')}
          >
            <Input
              id="kn-adm-new-name"
              autoComplete="off"
              autoCapitalize="words"
              placeholder={t('As they want the rider to ask for them')}
              maxLength={NAME_MAX_LENGTH}
              value={draft.name}
              onChange={(event) => draft.setName(event.target.value)}
              onBlur={() => draft.touch('name')}
            />
          </Form.Item>
          <Form.Item
            label={t('Phone')}
            htmlFor="kn-adm-new-phone"
            extra={t('The number you looked up. Change it in the box above.')}
          >
            <Input id="kn-adm-new-phone" value={formatPhone(phone)} readOnly />
          </Form.Item>
        </div>
        <NewAddressFields draft={draft} />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={creating.isLoading}
          className="kn-adm-add-customer__submit"
        >
          {t('Add customer')}
        </Button>
      </Form>
    </Card>
  );
}

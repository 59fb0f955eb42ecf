import { Alert, Button, Card, Form, Input, type InputProps } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { NAME_MAX_LENGTH } from '@kirana/shared';
import { isValidPhone, MESSAGES, nameProblem, sanitizePhoneInput } from '@kirana/shared/domain/validation';
import { useAddRiderMutation } from '../../lib/ridersApi';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

type Field = 'name' | 'phone';

type CheckedInputProps = Omit<InputProps, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  /** The field's message, once the admin has left it or tried to add. */
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled box that shows what is wrong with it under it. */
function CheckedInput({ id, label, problem, value, onChange, ...input }: CheckedInputProps) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={problem ? 'error' : undefined} help={problem}>
      <Input
        {...input}
        id={id}
        autoComplete="off"
        size="large"
        value={value}
        aria-invalid={Boolean(problem)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}

/** "Add a rider": their phone (they sign in with its code) and their name, checked by the domain's rules. */
export function AddRiderForm() {
  const t = useT();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [addRider, adding] = useAddRiderMutation();

  const problem = nameProblem(name);
  const errors: Partial<Record<Field, string>> = {
    ...(problem ? { name: name.trim() ? t(problem) : t('Please enter the rider’s name') } : {}),
    ...(isValidPhone(phone) ? {} : { phone: t(MESSAGES.invalidPhone) }),
  };
  const shown = (field: Field) => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));

  const submit = async () => {
    setTouched(new Set<Field>(['name', 'phone']));
    if (Object.keys(errors).length > 0 || adding.isLoading) return;
    const result = await addRider({ phoneNumber: phone, name: name.trim() });
    if ('data' in result && result.data) {
      toast.success(t('{name} is on the team: they sign in with this phone', { name: result.data.name }));
      setName('');
      setPhone('');
      setTouched(new Set());
    }
  };

  return (
    <Card title={<h2 className="kn-adm-section-title">{t('Add a rider')}</h2>}>
      {adding.error && (
        <Alert
          type="error"
          showIcon
          className="kn-adm-form-alert"
          title={t('Couldn’t add this rider')}
          description={errorMessage(adding.error)}
        />
      )}
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false} className="kn-adm-team__form">
        <CheckedInput
          id="kn-adm-rider-phone"
          label={t('Phone')}
          problem={shown('phone')}
          value={phone}
          onChange={(value) => setPhone(sanitizePhoneInput(value))}
          onBlur={() => touch('phone')}
          type="tel"
          inputMode="numeric"
          prefix={<span aria-hidden="true">+91</span>}
          placeholder={t('10-digit mobile number')}
        />
        <CheckedInput
          id="kn-adm-rider-name"
          label={t('Name')}
          problem={shown('name')}
          value={name}
          onChange={setName}
          onBlur={() => touch('name')}
          autoCapitalize="words"
          maxLength={NAME_MAX_LENGTH}
        />
        <Button type="primary" htmlType="submit" size="large" loading={adding.isLoading}>
          {t('Add rider')}
        </Button>
      </Form>
    </Card>
  );
}

import { Button, Form, Input } from 'antd';
import { useState, type ClipboardEvent } from 'react';
import { PHONE_LENGTH } from '@kirana/shared';
import { isValidPhone, MESSAGES, sanitizePhoneInput } from '@kirana/shared/domain/validation';
import { useT } from '../../i18n';

interface PhoneLookupFormProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The number is valid and the admin pressed Find (or Enter). */
  onFind: () => void;
}

/** "+91 98765 43210" pasted from WhatsApp or a call log: the last ten digits are the number. */
function pastedPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return sanitizePhoneInput(digits.length > PHONE_LENGTH ? digits.slice(-PHONE_LENGTH) : digits);
}

/**
 * The phone box of 'Find a customer by phone': digits only, ten of them, starting 6–9 (R23).
 * The message shows once the number is complete or clearly wrong, or when the admin leaves the box.
 */
export function PhoneLookupForm({ phone, onPhoneChange, onFind }: PhoneLookupFormProps) {
  const t = useT();
  const [blurred, setBlurred] = useState(false);
  const valid = isValidPhone(phone);
  const showError = !valid && phone.length > 0 && (blurred || phone.length === PHONE_LENGTH || !/^[6-9]/.test(phone));

  return (
    <Form
      layout="vertical"
      className="kn-adm-lookup"
      onFinish={() => {
        setBlurred(true);
        if (valid) onFind();
      }}
    >
      <Form.Item
        label={t('Customer’s phone number')}
        htmlFor="kn-adm-lookup-phone"
        validateStatus={showError ? 'error' : undefined}
        help={showError ? MESSAGES.invalidPhone : undefined}
      >
        <div className="kn-adm-lookup__row">
          <Input
            id="kn-adm-lookup-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            size="large"
            prefix={<span aria-hidden="true">+91</span>}
            placeholder={t('10-digit mobile number')}
            value={phone}
            aria-invalid={showError}
            onChange={(event) => onPhoneChange(sanitizePhoneInput(event.target.value))}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              event.preventDefault();
              onPhoneChange(pastedPhone(event.clipboardData.getData('text')));
            }}
            onBlur={() => setBlurred(true)}
            onKeyDown={(event) => {
              // Find is disabled, so Enter would do nothing: say why instead.
              if (event.key === 'Enter' && !valid) setBlurred(true);
            }}
          />
          <Button type="primary" htmlType="submit" size="large" disabled={!valid}>
            {t('Find')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}

import { Button, Form, Input } from 'antd';
import { useT } from '../../i18n';

interface NameFormProps {
  label: string;
  placeholder: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<boolean>;
}

/** One-field add form: 2–120 characters, cleared after a successful save. */
export function NameForm({ label, placeholder, busy, onSubmit }: NameFormProps) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      className="kn-adm-name-form"
      onFinish={async ({ name }) => {
        if (await onSubmit(name.trim())) form.resetFields();
      }}
    >
      <Form.Item
        name="name"
        label={label}
        rules={[
          { required: true, whitespace: true, message: t('Enter a {what}', { what: label.toLowerCase() }) },
          { min: 2, max: 120, message: t('Use 2 to 120 characters') },
        ]}
        style={{ flex: 1, minWidth: 200 }}
      >
        <Input placeholder={placeholder} maxLength={120} />
      </Form.Item>
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('Add')}
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n';

/** 'Rename' opens a small dialog with the current name; Save calls `onRename`. */
export function RenameButton({
  what,
  current,
  onRename,
}: {
  what: string;
  current: string;
  onRename: (name: string) => Promise<boolean>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t('Rename {name}', { name: current })}>
        {t('Rename')}
      </Button>
      <Modal
        title={t('Rename {what}', { what })}
        open={open}
        okText={t('Save')}
        confirmLoading={saving}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          initialValues={{ name: current }}
          onFinish={async ({ name }) => {
            setSaving(true);
            const ok = await onRename(name.trim());
            setSaving(false);
            if (ok) setOpen(false);
          }}
        >
          <Form.Item
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('Enter a name') },
              { min: 2, max: 120, message: t('Use 2 to 120 characters') },
            ]}
          >
            <Input autoFocus maxLength={120} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

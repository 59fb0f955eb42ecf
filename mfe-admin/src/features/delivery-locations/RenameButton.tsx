import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

/** 'Rename' opens a small dialog with the current name; Save calls `onRename`. */
export function RenameButton({ what, current, onRename }: { what: string; current: string; onRename: (name: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Rename ${current}`}>
        Rename
      </Button>
      <Modal title={`Rename ${what}`} open={open} okText="Save" confirmLoading={saving} destroyOnHidden onCancel={() => setOpen(false)} onOk={() => form.submit()}>
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
              { required: true, whitespace: true, message: 'Enter a name' },
              { min: 2, max: 120, message: 'Use 2 to 120 characters' },
            ]}
          >
            <Input autoFocus maxLength={120} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

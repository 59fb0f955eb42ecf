import { Form, Input, Modal } from 'antd';
import { toast } from 'react-toastify';
import type { Category } from '@kirana/shared';
import { PRODUCT_LIMITS } from '@kirana/shared/extended';
import { changedFields } from '../../../lib/changedFields';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../../../lib/catalogueAdminApi';
import { NumberBox } from '../../../components/number-box/NumberBox';
import { ImagesField } from '../ImagesField';
import { categoryFormRules as rules, type CategoryFormValues } from '../productFormRules';
import { useFormRefusal } from '../useFormRefusal';
import { useT } from '../../../i18n';

const FIELDS = ['name', 'nameHi', 'image', 'sortOrder'] as const;

interface CategoryFormModalProps {
  /** The category being edited, 'new' for Add, null when closed. */
  editing: Category | 'new' | null;
  onClose: () => void;
}

/** Add or change a category: its name, its picture and where it stands in the shop. */
export function CategoryFormModal({ editing, onClose }: CategoryFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<CategoryFormValues>();
  const [createCategory, creating] = useCreateCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const refusal = useFormRefusal(form, FIELDS);
  const category = editing === 'new' ? null : editing;

  async function save({ name, nameHi, image, sortOrder }: CategoryFormValues) {
    const [picture] = image;
    if (!picture) return; // (the form's rules require one before it calls save)
    const fields = {
      name: name.trim(),
      // Empty is no Hindi name: the Hindi store then shows the name.
      nameHi: nameHi?.trim() || null,
      image: picture,
      ...(sortOrder === null || sortOrder === undefined ? {} : { sortOrder }),
    };
    if (!category) {
      if (
        await refusal.save(
          () => {
            const { nameHi: hindi, ...withoutHindi } = fields;
            return createCategory(hindi ? { ...withoutHindi, nameHi: hindi } : withoutHindi).unwrap();
          },
          (saved) => t('{name} added', { name: saved.name }),
        )
      )
        onClose();
      return;
    }
    const changes = changedFields(
      { name: category.name, nameHi: category.nameHi ?? null, image: category.image, sortOrder: category.sortOrder },
      fields,
    );
    if (Object.keys(changes).length === 0) {
      toast.info(t('Nothing changed in {name}', { name: category.name }));
      onClose();
      return;
    }
    if (
      await refusal.save(
        () => updateCategory({ id: category._id, changes }).unwrap(),
        (saved) => t('{name} saved', { name: saved.name }),
      )
    )
      onClose();
  }

  return (
    <Modal
      open={editing !== null}
      title={category ? t('Edit {name}', { name: category.name }) : t('Add a category')}
      okText={category ? t('Save changes') : t('Add category')}
      confirmLoading={creating.isLoading || updating.isLoading}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={refusal.clear}
    >
      {refusal.alert}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          category
            ? {
                name: category.name,
                nameHi: category.nameHi ?? '',
                image: category.image ? [category.image] : [],
                sortOrder: category.sortOrder,
              }
            : { name: '', nameHi: '', image: [], sortOrder: null }
        }
        onFinish={save}
      >
        <Form.Item name="name" label={t('Name')} required rules={rules.name}>
          <Input count={{ max: PRODUCT_LIMITS.categoryNameMax }} autoFocus />
        </Form.Item>
        <Form.Item
          name="nameHi"
          label={t('Name in Hindi')}
          rules={rules.nameHi}
          extra={t('Shown to shoppers who read the store in Hindi. Leave it empty to show the name.')}
        >
          <Input count={{ max: PRODUCT_LIMITS.categoryNameMax }} lang="hi" placeholder="e.g. डेयरी" />
        </Form.Item>
        <Form.Item name="image" label={t('Picture')} required rules={rules.image}>
          <ImagesField max={1} subject={t('the category')} />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t('Position in the shop')}
          rules={rules.sortOrder}
          extra={
            category ? t('Lower numbers come first.') : t('Lower numbers come first; leave it empty to put it last.')
          }
        >
          <NumberBox inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

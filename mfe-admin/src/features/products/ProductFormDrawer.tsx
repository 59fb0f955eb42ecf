import { Button, Drawer, Form, Grid, Input, Select, Space, Switch } from 'antd';
import { toast } from 'react-toastify';
import type { Category, Product, ProductInput } from '@kirana/shared';
import { DEFAULT_GST_RATE, GST_RATES, type GstRate, PRODUCT_LIMITS } from '@kirana/shared/extended';
import { changedFields } from '../../lib/changedFields';
import { NumberBox } from '../../components/number-box/NumberBox';
import { useCreateProductMutation, useUpdateProductMutation } from '../../lib/catalogueAdminApi';
import { ImagesField } from './ImagesField';
import {
  type CheckedProductValues,
  isChecked,
  productFormRules as rules,
  type ProductFormValues,
} from './productFormRules';
import { useFormRefusal } from './useFormRefusal';
import { useT } from '../../i18n';

const FIELDS = [
  'name',
  'nameHi',
  'description',
  'categoryId',
  'productImages',
  'mrp',
  'sellingPrice',
  'quantityLabel',
  'stock',
  'isActive',
  'hsnCode',
  'gstRate',
] as const;

const EMPTY: ProductFormValues = {
  name: '',
  nameHi: '',
  description: '',
  categoryId: undefined,
  productImages: [],
  mrp: null,
  sellingPrice: null,
  quantityLabel: '',
  stock: 0,
  isActive: true,
  hsnCode: '',
  gstRate: DEFAULT_GST_RATE,
};

/** What the product form sends: the product's fields, with its HSN code (null for none) and GST rate. */
type ProductBody = ProductInput & { hsnCode: string | null; gstRate: GstRate };

const GST_RATE_OPTIONS = GST_RATES.map((rate) => ({ value: rate, label: `${rate}%` }));

function valuesOf(product: Product): CheckedProductValues {
  const {
    name,
    nameHi = '',
    description,
    categoryId,
    productImages,
    mrp,
    sellingPrice,
    quantityLabel,
    stock,
    isActive,
  } = product;
  return {
    name,
    nameHi,
    description,
    categoryId,
    productImages,
    mrp,
    sellingPrice,
    quantityLabel,
    stock,
    isActive,
    // A product saved before GST was asked for has neither: no code, and the default rate.
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate ?? DEFAULT_GST_RATE,
  };
}

/** A checked form as the API takes it. */
function inputOf(values: CheckedProductValues): ProductBody {
  return {
    name: values.name.trim(),
    nameHi: values.nameHi?.trim() || null,
    description: values.description?.trim() ?? '',
    categoryId: values.categoryId,
    productImages: values.productImages,
    mrp: values.mrp,
    sellingPrice: values.sellingPrice,
    quantityLabel: values.quantityLabel.trim(),
    stock: values.stock,
    isActive: values.isActive,
    hsnCode: values.hsnCode?.trim() || null,
    gstRate: values.gstRate,
  };
}

interface ProductFormDrawerProps {
  /** The product being edited, 'new' for Add, null when closed. */
  editing: Product | 'new' | null;
  categories: Category[];
  onClose: () => void;
}

/** Add or edit a product: every field checked as the server checks it, the server's refusal shown on its field. */
export function ProductFormDrawer({ editing, categories, onClose }: ProductFormDrawerProps) {
  const t = useT();
  const [form] = Form.useForm<ProductFormValues>();
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const refusal = useFormRefusal(form, FIELDS);
  const wide = Grid.useBreakpoint().sm ?? true;
  const product = editing === 'new' ? null : editing;
  // What the pictures are of, for screen readers: the name as typed (before the first change, as saved).
  const name = Form.useWatch('name', form) ?? product?.name;

  async function save(values: ProductFormValues) {
    // The rules refuse an empty category or number before the form is submitted.
    if (!isChecked(values)) return;
    const input = inputOf(values);
    if (!product) {
      // A new product without a Hindi name is sent without the field.
      const { nameHi, ...withoutHindi } = input;
      if (
        await refusal.save(
          () => createProduct(nameHi ? input : withoutHindi).unwrap(),
          (saved) => t('{name} added to the shop', { name: saved.name }),
        )
      )
        onClose();
      return;
    }
    // Only what the admin changed: the stock it opened with may be stale by now (customers buy).
    const changes = changedFields(inputOf(valuesOf(product)), input);
    if (Object.keys(changes).length === 0) {
      toast.info(t('Nothing changed in {name}', { name: product.name }));
      onClose();
      return;
    }
    if (
      await refusal.save(
        () => updateProduct({ id: product._id, changes }).unwrap(),
        (saved) => t('{name} saved', { name: saved.name }),
      )
    )
      onClose();
  }

  return (
    <Drawer
      open={editing !== null}
      title={product ? t('Edit {name}', { name: product.name }) : t('Add a product')}
      size={wide ? 520 : '100%'}
      destroyOnHidden
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) refusal.clear();
      }}
      footer={
        <Space className="kn-adm-drawer-footer">
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="primary" loading={creating.isLoading || updating.isLoading} onClick={() => form.submit()}>
            {product ? t('Save changes') : t('Add product')}
          </Button>
        </Space>
      }
    >
      {refusal.alert}
      <Form
        form={form}
        layout="vertical"
        initialValues={product ? valuesOf(product) : EMPTY}
        onFinish={save}
        scrollToFirstError
        requiredMark
      >
        <Form.Item name="name" label={t('Name')} required rules={rules.name}>
          <Input count={{ max: PRODUCT_LIMITS.nameMax }} autoFocus />
        </Form.Item>
        <Form.Item
          name="nameHi"
          label={t('Name in Hindi')}
          rules={rules.nameHi}
          extra={t(
            'Shown to shoppers who read the store in Hindi, and found by search. Leave it empty to show the name.',
          )}
        >
          <Input count={{ max: PRODUCT_LIMITS.nameMax }} lang="hi" placeholder="e.g. टोंड दूध" />
        </Form.Item>
        <Form.Item name="description" label={t('Description')} rules={rules.description}>
          <Input.TextArea rows={3} count={{ show: true, max: PRODUCT_LIMITS.descriptionMax }} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('Category')} required rules={rules.categoryId}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('Pick a category')}
            options={categories.map((c) => ({ value: c._id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="productImages"
          label={t('Pictures')}
          required
          rules={rules.productImages}
          extra={t('The first picture is the one customers see in lists.')}
        >
          <ImagesField max={PRODUCT_LIMITS.imagesMax} subject={name?.trim() || t('the product')} />
        </Form.Item>
        <div className="kn-adm-form-row">
          <Form.Item name="mrp" label={t('MRP (₹)')} required rules={rules.mrp}>
            <NumberBox step={1} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="sellingPrice"
            label={t('Selling price (₹)')}
            required
            dependencies={['mrp']}
            rules={rules.sellingPrice}
          >
            <NumberBox step={1} inputMode="decimal" />
          </Form.Item>
        </div>
        <div className="kn-adm-form-row">
          <Form.Item
            name="quantityLabel"
            label={t('Quantity')}
            required
            rules={rules.quantityLabel}
            tooltip={t('How much is in the pack: 500 g, 1 L, 6 pcs')}
          >
            <Input count={{ max: PRODUCT_LIMITS.quantityLabelMax }} placeholder="e.g. 500 g" />
          </Form.Item>
          <Form.Item name="stock" label={t('In stock')} required rules={rules.stock}>
            <NumberBox inputMode="numeric" />
          </Form.Item>
        </div>
        <div className="kn-adm-form-row">
          <Form.Item
            name="hsnCode"
            label={t('HSN code')}
            rules={rules.hsnCode}
            extra={t('Printed on its tax invoice. 4, 6 or 8 digits.')}
          >
            <Input inputMode="numeric" maxLength={8} autoComplete="off" placeholder="e.g. 0401" />
          </Form.Item>
          <Form.Item
            name="gstRate"
            label={t('GST rate')}
            required
            rules={rules.gstRate}
            extra={t('Prices include GST.')}
          >
            <Select options={GST_RATE_OPTIONS} />
          </Form.Item>
        </div>
        <Form.Item
          name="isActive"
          label={t('On sale')}
          valuePropName="checked"
          extra={t('Off keeps it out of the shop; past orders still show it.')}
        >
          <Switch checkedChildren={t('On sale')} unCheckedChildren={t('Hidden')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

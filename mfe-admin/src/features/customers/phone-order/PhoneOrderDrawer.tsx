import { Alert, Button, Drawer, Empty, Grid, Radio } from 'antd';
import { useRef, useState } from 'react';
import {
  type CustomerSummary,
  DELIVERY_PROMISE_MINUTES,
  errorStatus,
  formatPhone,
  formatRupees,
  MAX_QTY_PER_LINE,
  maxQtyFor,
  paiseToRupees,
  rupeesToPaise,
  shippingLine,
  useAppDispatch,
  useNavigate,
} from '@kirana/shared';
import { OrderBill } from '@kirana/shared/extended';
import { errorMessage } from '../../../lib/shopkeeperMessage';
import { toast } from 'react-toastify';
import { ProductPicker } from './ProductPicker';
import { phoneOrderApi, usePlacePhoneOrderMutation } from './phoneOrderApi';
import { unavailableReason, usePhoneOrderDraft, type DraftLine } from './usePhoneOrderDraft';
import './phoneOrder.css';
import { useT } from '../../../i18n';

interface PhoneOrderDrawerProps {
  customer: CustomerSummary;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Take a phone order': the customer calls, the admin picks what they ask for, reads back the
 * total, and places it, cash on delivery, to one of their saved addresses. The order then lives
 * like any other: in the queue, on the customer's own orders page, live.
 */
export function PhoneOrderDrawer({ customer, open, onClose }: PhoneOrderDrawerProps) {
  const t = useT();
  const wide = Grid.useBreakpoint().sm ?? true;
  const navigate = useNavigate();
  const draft = usePhoneOrderDraft(customer.userAddresses);
  const [placeOrder, placing] = usePlacePhoneOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const dispatch = useAppDispatch();
  const who = customer.name || formatPhone(customer.phoneNumber);

  const place = async () => {
    const body = draft.body();
    if (!body || busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const order = await placeOrder({ customerId: customer._id, body, idempotencyKey: draft.keyFor(body) }).unwrap();
      toast.success(
        t('Order placed for {who}: {amount} cash on delivery, on its way in {min}–{max} minutes.', {
          who,
          amount: formatRupees(order.totalPrice),
          ...DELIVERY_PROMISE_MINUTES,
        }),
      );
      navigate(`/order/${order._id}`);
    } catch (failure) {
      setRefusal(errorMessage(failure));
      // A price or the stock changed meanwhile: the lines are re-read so the bill shows today's.
      if (errorStatus(failure) === 409) await rereadLines();
    } finally {
      busy.current = false;
    }
  };

  async function rereadLines() {
    const reads = draft.lines.map((line) =>
      dispatch(
        phoneOrderApi.endpoints.getProductNow.initiate(line.product._id, { subscribe: false, forceRefetch: true }),
      ),
    );
    const fresh = (await Promise.all(reads)).flatMap((result) => (result.data ? [result.data] : []));
    draft.refresh(fresh);
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('Phone order for {who}', { who })}
      size={wide ? 520 : '100%'}
      destroyOnHidden
      className="kn-adm-po"
      footer={
        <div className="kn-adm-po__footer">
          <span className="kn-adm-po__collect">
            {t('Cash on delivery')} <strong>{formatRupees(draft.bill.toPay)}</strong>
          </span>
          <Button
            type="primary"
            size="large"
            disabled={draft.lines.length === 0 || !draft.address}
            loading={placing.isLoading}
            onClick={() => void place()}
          >
            {t('Place order')}
          </Button>
        </div>
      }
    >
      <section aria-labelledby="kn-adm-po-to" className="kn-adm-po__block">
        <h3 id="kn-adm-po-to" className="kn-adm-po__heading">
          {t('Deliver to')}
        </h3>
        {customer.userAddresses.length === 1 && customer.userAddresses[0] ? (
          <p className="kn-adm-po__address">{shippingLine(customer.userAddresses[0])}</p>
        ) : (
          <Radio.Group
            value={draft.addressIndex}
            onChange={(event) => draft.setAddressIndex(Number(event.target.value))}
            aria-labelledby="kn-adm-po-to"
            className="kn-adm-po__addresses"
          >
            {customer.userAddresses.map((address, index) => (
              <Radio key={`${address.society}-${address.wing}-${address.flatNumber}`} value={index}>
                {shippingLine(address)}
              </Radio>
            ))}
          </Radio.Group>
        )}
      </section>

      <section aria-labelledby="kn-adm-po-items" className="kn-adm-po__block">
        <h3 id="kn-adm-po-items" className="kn-adm-po__heading">
          {t('Items')}
        </h3>
        <ProductPicker
          onPick={(product) => {
            const refused = draft.add(product);
            if (refused) toast.info(refused);
          }}
        />
        {draft.lines.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('Nothing on this order yet')} />
        ) : (
          <ul className="kn-adm-po__lines">
            {draft.lines.map((line) => (
              <PhoneOrderLine key={line.product._id} line={line} onQty={(qty) => draft.setQty(line.product._id, qty)} />
            ))}
          </ul>
        )}
      </section>

      <OrderBill kind="phone-order" bill={draft.bill} className="kn-adm-po__bill" titleClassName="kn-adm-po__heading" />

      {refusal && (
        <Alert
          type="error"
          showIcon
          title={t('The order was not placed')}
          description={refusal}
          className="kn-adm-po__refusal"
        />
      )}
    </Drawer>
  );
}

function PhoneOrderLine({ line, onQty }: { line: DraftLine; onQty: (qty: number) => void }) {
  const t = useT();
  const { product, qty } = line;
  const max = maxQtyFor(product.stock);
  const problem = unavailableReason(product);
  return (
    <li className="kn-adm-po-line">
      <span className="kn-adm-po-line__what">
        <strong>{product.name}</strong>
        <span className="kn-adm-po-line__meta">
          {product.quantityLabel} · {t('{price} each', { price: formatRupees(product.sellingPrice) })}
        </span>
        {problem && (
          <span className="kn-adm-po-line__problem">{t('{problem}: take it off this order', { problem })}</span>
        )}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: an inline row of controls, not a form section; a fieldset would bring its own border, padding and min-width into a line that is laid out as a row */}
      <span className="kn-adm-po-line__qty" role="group" aria-label={t('{name} quantity', { name: product.name })}>
        <Button
          onClick={() => onQty(qty - 1)}
          aria-label={
            qty === 1 ? t('Remove {name}', { name: product.name }) : t('One fewer {name}', { name: product.name })
          }
        >
          −
        </Button>
        <output aria-live="polite">{qty}</output>
        <Button
          onClick={() => onQty(qty + 1)}
          disabled={qty >= max}
          aria-label={t('One more {name}', { name: product.name })}
          title={
            qty >= max
              ? max < MAX_QTY_PER_LINE
                ? t('Only {max} in stock', { max })
                : t('At most {max} per order', { max: MAX_QTY_PER_LINE })
              : undefined
          }
        >
          +
        </Button>
      </span>
      <span className="kn-adm-po-line__price">
        {formatRupees(paiseToRupees(rupeesToPaise(product.sellingPrice) * qty))}
      </span>
    </li>
  );
}

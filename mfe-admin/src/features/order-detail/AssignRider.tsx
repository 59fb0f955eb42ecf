import { Alert, Button, Select } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@kirana/shared';
import { useAssignOrdersMutation, useGetRidersQuery } from '../../lib/ridersApi';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

/** Who delivers this order, and giving it to an active rider (or to another one). */
export function AssignRider({ order }: { order: Order }) {
  const t = useT();
  const open = !order.isDelivered && !order.isCancelled;
  const riders = useGetRidersQuery(undefined, { skip: !open });
  const [assign, assigning] = useAssignOrdersMutation();
  const [chosen, setChosen] = useState<string | undefined>();
  const current = order.rider ?? null;
  const choices = (riders.data ?? []).filter((rider) => rider.isActive && rider._id !== current?._id);

  const submit = async () => {
    if (!chosen) return;
    const result = await assign({ riderId: chosen, orderIds: [order._id] });
    if ('data' in result && result.data) {
      toast.success(
        t('Order #{number} is {name}’s to deliver', { number: order.orderNumber, name: result.data.rider.name }),
      );
      setChosen(undefined);
    } else toast.error(errorMessage(result.error));
  };

  return (
    <section className="kn-adm-detail-card" aria-labelledby="kn-adm-rider-title">
      <h2 id="kn-adm-rider-title" className="kn-adm-card-title">
        {t('Rider')}
      </h2>
      <p className="kn-adm-detail-row">{current ? <strong>{current.name}</strong> : t('Nobody has it yet')}</p>
      {open &&
        (riders.error ? (
          <Alert type="error" showIcon title={t('Couldn’t load the team')} description={errorMessage(riders.error)} />
        ) : (
          <div className="kn-adm-assign">
            <Select<string>
              aria-label={current ? t('Give it to another rider') : t('Assign to a rider')}
              className="kn-adm-assign__select"
              size="large"
              placeholder={current ? t('Give it to another rider') : t('Assign to a rider')}
              loading={riders.isLoading}
              value={chosen}
              onChange={setChosen}
              options={choices.map((rider) => ({ value: rider._id, label: rider.name }))}
              notFoundContent={t('No other active rider: add one on the Team page')}
            />
            <Button
              size="large"
              type="primary"
              disabled={!chosen}
              loading={assigning.isLoading}
              onClick={() => void submit()}
            >
              {t('Assign')}
            </Button>
          </div>
        ))}
    </section>
  );
}

/** Five wrong codes at the door: the rider cannot deliver it; the store has to look. */
export function HandoffFlag({ order }: { order: Order }) {
  const t = useT();
  if (!order.handoffFlagged) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('Wrong handoff code 5 times')}
      description={t(
        'The rider can no longer deliver this order with a code. Call the customer, and deliver it from here once you are sure.',
      )}
    />
  );
}

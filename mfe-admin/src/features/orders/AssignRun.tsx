import { Button, Select } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAssignOrdersMutation, useGetRidersQuery } from '../../lib/ridersApi';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

/**
 * "Assign run": every open order of one society to one active rider (`PUT /api/orders/assign`
 * with the society). The team is read only when the admin opens it.
 */
export function AssignRun({ society, societyName }: { society: string; societyName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const riders = useGetRidersQuery(undefined, { skip: !open });
  const [assign, assigning] = useAssignOrdersMutation();
  const choices = (riders.data ?? []).filter((rider) => rider.isActive);

  if (!open)
    return (
      <Button
        onClick={() => setOpen(true)}
        // The visible words first, then whose run (axe: a button's name holds its visible text).
        aria-label={t('Assign run: {society}', { society: societyName })}
      >
        {t('Assign run')}
      </Button>
    );

  const submit = async () => {
    if (!chosen) return;
    const result = await assign({ riderId: chosen, society });
    if ('data' in result && result.data) {
      toast.success(
        t('{count, plural, one {# order} other {# orders}} of {society} given to {name}', {
          count: result.data.orders.length,
          society: societyName,
          name: result.data.rider.name,
        }),
      );
      setOpen(false);
      setChosen(undefined);
    } else toast.error(errorMessage(result.error));
  };

  return (
    <div className="kn-adm-assign-run">
      <Select<string>
        aria-label={t('Rider for the {society} run', { society: societyName })}
        className="kn-adm-assign-run__select"
        placeholder={t('Choose a rider')}
        loading={riders.isLoading}
        value={chosen}
        onChange={setChosen}
        options={choices.map((rider) => ({ value: rider._id, label: rider.name }))}
        notFoundContent={riders.error ? errorMessage(riders.error) : t('No active rider: add one on the Team page')}
      />
      <Button type="primary" disabled={!chosen} loading={assigning.isLoading} onClick={() => void submit()}>
        {t('Assign')}
      </Button>
      <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
    </div>
  );
}

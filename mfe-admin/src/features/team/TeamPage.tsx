import { Alert, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { toast } from 'react-toastify';
import { formatDateTime, formatPhone, type Rider } from '@kirana/shared';
import { useGetRidersQuery, useSetRiderActiveMutation } from '../../lib/ridersApi';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { AddRiderForm } from './AddRiderForm';
import '../../lib/pageParts.css';
import './team.css';

/** One member of the team: who, since when, and Deactivate (after a confirm) or Reactivate. */
function RiderRow({ rider }: { rider: Rider }) {
  const t = useT();
  const [setActive, changing] = useSetRiderActiveMutation();
  const change = async (active: boolean) => {
    const result = await setActive({ id: rider._id, active });
    if ('error' in result && result.error) toast.error(errorMessage(result.error));
    else
      toast.success(
        active
          ? t('{name} is a rider again: they sign in afresh', { name: rider.name })
          : t('{name} is deactivated and signed out', { name: rider.name }),
      );
  };
  return (
    <li className={`kn-adm-rider${rider.isActive ? '' : ' kn-adm-rider--off'}`}>
      <div className="kn-adm-rider__who">
        <span>
          <span className="kn-adm-rider__name">{rider.name}</span>{' '}
          {rider.isActive ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Deactivated')}</Tag>}
        </span>
        <span className="kn-adm-faint">
          {formatPhone(rider.phoneNumber)} · {t('Added {when}', { when: formatDateTime(rider.addedAt) })}
          {rider.openOrders > 0 &&
            ` · ${t('{count, plural, one {# open order} other {# open orders}}', { count: rider.openOrders })}`}
        </span>
      </div>
      {rider.isActive ? (
        <Popconfirm
          title={t('Deactivate {name}?', { name: rider.name })}
          description={t('Their sessions end at once: they are signed out on every phone.')}
          okText={t('Deactivate')}
          cancelText={t('Keep')}
          okButtonProps={{ danger: true }}
          onConfirm={() => change(false)}
        >
          <Button danger loading={changing.isLoading}>
            {t('Deactivate')}
          </Button>
        </Popconfirm>
      ) : (
        <Button loading={changing.isLoading} onClick={() => void change(true)}>
          {t('Reactivate')}
        </Button>
      )}
    </li>
  );
}

/** `/team`: the people who deliver. Add a rider by phone and name; deactivate or reactivate one. */
export function TeamPage() {
  const t = useT();
  const riders = useGetRidersQuery();
  const list = riders.data;
  return (
    <section className="kn-adm-team">
      <div className="kn-adm-page-head">
        <div>
          <h1 className="kn-adm-section-title">{t('Team')}</h1>
          <p className="kn-adm-faint">{t('The riders who deliver. They sign in with their phone’s code.')}</p>
        </div>
      </div>
      <AddRiderForm />
      {riders.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the team')}
          description={errorMessage(riders.error)}
          action={<Button onClick={() => void riders.refetch()}>{t('Retry')}</Button>}
        />
      ) : !list ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Empty description={t('No riders yet — add the people who deliver')} />
      ) : (
        <ul className="kn-adm-team__list" aria-label={t('Riders')} aria-busy={riders.isFetching}>
          {list.map((rider) => (
            <RiderRow key={rider._id} rider={rider} />
          ))}
        </ul>
      )}
    </section>
  );
}

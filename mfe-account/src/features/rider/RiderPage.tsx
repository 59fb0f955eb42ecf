import { Link, selectIsRider, selectUser, useAppSelector } from '@kirana/shared';
import { NotARider } from './NotARider';
import { RunView } from './RunView';
import { UnassignedView } from './UnassignedView';
import './rider.css';
import { useT } from '../../i18n';

export type RiderTab = 'run' | 'unassigned';

const TABS = [
  { tab: 'run', to: '/rider', label: 'My run' },
  { tab: 'unassigned', to: '/rider/unassigned', label: 'Unassigned' },
] as const;

/**
 * `rider` (My run) and `rider/unassigned`: the delivery team's phone screens (R61–R68). Riders
 * sign in as customers do; anyone else signed in sees what the page is for, and no request for
 * the rider's data is made (the API would refuse it anyway).
 */
export function RiderPage({ tab }: { tab: RiderTab }) {
  const t = useT();
  const isRider = useAppSelector(selectIsRider);
  const user = useAppSelector(selectUser);
  if (!isRider || !user)
    return (
      <section className="kn-acc-page kn-rider">
        <h1 className="kn-acc-page__title">{t('Deliveries')}</h1>
        <NotARider />
      </section>
    );
  return (
    <section className="kn-acc-page kn-rider">
      <h1 className="kn-acc-page__title">{tab === 'run' ? t('My run') : t('Unassigned orders')}</h1>
      <nav className="kn-rider-tabs" aria-label={t('Deliveries')}>
        {TABS.map((one) => (
          <Link
            key={one.tab}
            to={one.to}
            className="kn-rider-tabs__tab"
            aria-current={one.tab === tab ? 'page' : undefined}
          >
            {t(one.label)}
          </Link>
        ))}
      </nav>
      {tab === 'run' ? <RunView riderId={user._id} /> : <UnassignedView />}
    </section>
  );
}

import { useSharedT } from '@kirana/shared';
import { directionsUrl } from '../domain/deliveryTeam';

/**
 * The attributes of a "Directions" link to a society (the admin's order detail, the rider's order
 * card): a maps search in a new tab, named for screen readers with the society and that maps opens.
 * The caller draws it (an anchor, the admin's antd Button) and writes its visible word.
 */
export function useDirectionsLink(address: { societyName: string; areaName: string }) {
  const t = useSharedT();
  return {
    href: directionsUrl(address),
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': t('Directions to {society} (opens maps)', { society: address.societyName }),
  } as const;
}

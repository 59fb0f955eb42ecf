import { LoadingOverlay } from '@kirana/shared';
import { useT } from '../i18n';

/** The admin gate's wait, while its code loads and while it asks who is signed in. */
export function CheckingAccess() {
  const t = useT();
  return <LoadingOverlay label={t('Checking your access')} />;
}

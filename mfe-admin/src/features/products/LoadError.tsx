import { Alert, Button } from 'antd';
import type { FailedLoad } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

/** A list that did not load: what, the server's reason, and a Retry that asks again. */
export function LoadError({ title, error, retrying, onRetry }: FailedLoad & { title: string }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      className="kn-adm-load-error"
      title={title}
      description={errorMessage(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('Retry')}
        </Button>
      }
    />
  );
}

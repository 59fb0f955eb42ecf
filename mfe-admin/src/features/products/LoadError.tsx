import { Alert, Button } from 'antd';
import { errorMessage } from '../../app/shopkeeperMessage';

/** A list that did not load: what, the server's reason, and a Retry that asks again. */
export function LoadError({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="kn-adm-load-error"
      title={`We couldn’t load ${what}`}
      description={errorMessage(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}

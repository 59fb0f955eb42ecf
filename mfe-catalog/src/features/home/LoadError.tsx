import { errorMessage } from '@kirana/shared';
import './home.css';

/** A load that failed: say so calmly, with the reason and a Retry that works (never a blank page). */
export function LoadError({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div className="kn-cat-problem" role="alert">
      <p className="kn-cat-problem__title">We couldn’t load {what} just now.</p>
      <p className="kn-cat-problem__hint">{errorMessage(error)}</p>
      <button type="button" className="kn-ui-button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

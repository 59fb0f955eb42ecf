import { errorMessage, type FailedLoad } from '@kirana/shared';
import './pageStates.css';
import { useT } from '../../i18n';

/** A load that failed: say so calmly, with the reason and a Retry that works (never a blank page). */
export function LoadError({ what, error, retrying, onRetry }: FailedLoad & { what: string }) {
  const t = useT();
  return (
    <div className="kn-cat-problem" role="alert">
      <p className="kn-cat-problem__title">{t('We couldn’t load {what} just now.', { what: t(what) })}</p>
      <p className="kn-cat-problem__hint">{t(errorMessage(error))}</p>
      <button type="button" className="kn-ui-button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('Retrying…') : t('Retry')}
      </button>
    </div>
  );
}

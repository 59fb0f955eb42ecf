import { Component, Suspense, useState, type ReactNode } from 'react';
import { CenteredSpinner, REMOTE_LABELS, type RemoteName } from '@kirana/shared';
import './remoteBoundary.css';
import { t } from '../i18n';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] ${this.props.remote} failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.setState({ failed: false });
      this.props.onRetry();
    };
    return (
      <div
        className={`kn-shell-remote-error${this.props.compact ? ' kn-shell-remote-error--compact' : ''}`}
        role="alert"
      >
        <p className="kn-shell-remote-error__title">
          {t('We couldn’t load {part} just now.', { part: t(REMOTE_LABELS[this.props.remote]) })}
        </p>
        <p className="kn-shell-remote-error__hint">
          {t('The rest of the store still works. Check your connection and try again.')}
        </p>
        <button type="button" className="kn-shell-button" onClick={retry}>
          {t('Retry')}
        </button>
      </div>
    );
  }
}

/**
 * Every mounted remote sits behind this: a spinner while it loads, a calm message with Retry if
 * it is down or throws. `children` receives the attempt number so a retry loads it afresh.
 */
export function RemoteBoundary({
  remote,
  compact,
  fallback,
  children,
}: {
  remote: RemoteName;
  compact?: boolean;
  fallback?: ReactNode;
  children: (attempt: number) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary remote={remote} compact={compact ?? false} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={fallback ?? <CenteredSpinner label={t('Loading {part}', { part: t(REMOTE_LABELS[remote]) })} />}
      >
        {children(attempt)}
      </Suspense>
    </Boundary>
  );
}

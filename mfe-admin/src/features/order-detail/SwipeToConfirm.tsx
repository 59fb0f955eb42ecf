import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SWIPE_SUCCESS_MS } from '@kirana/shared';
import { swipeConfirms } from '@kirana/shared/extended';
import './swipe.css';
import { useT } from '../../i18n';

type Phase = 'idle' | 'dragging' | 'working' | 'success';

interface SwipeToConfirmProps {
  label: string;
  /** Resolves when the change is saved; rejects to spring back (the caller shows the error). */
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

/**
 * Swipe the handle right: released past 75% of the track it confirms, short of that it springs
 * back (spec §9). After a confirmation it shows success for 1.5 s. Keyboard: focus the handle and
 * press Enter or Space.
 */
export function SwipeToConfirm({ label, onConfirm, disabled = false }: SwipeToConfirmProps) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const start = useRef(0);
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setPhase('idle'), SWIPE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const confirm = async () => {
    setPhase('working');
    try {
      await onConfirm();
      setPhase('success');
    } catch {
      setPhase('idle');
    } finally {
      setOffset(0);
    }
  };

  const trackWidth = () => track.current?.getBoundingClientRect().width ?? 0;
  const maxTravel = (handle: HTMLElement) => Math.max(0, trackWidth() - (handle.getBoundingClientRect().width || 0));

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || phase !== 'idle') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = event.clientX;
    setPhase('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'dragging') return;
    const travel = Math.min(
      Math.max(0, event.clientX - start.current),
      maxTravel(event.currentTarget) || Number.POSITIVE_INFINITY,
    );
    setOffset(travel);
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'dragging') return;
    const travel = Math.max(0, event.clientX - start.current);
    if (swipeConfirms(travel, trackWidth())) void confirm();
    else {
      setOffset(0);
      setPhase('idle');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || phase !== 'idle') return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void confirm();
    }
  };

  const text = phase === 'success' ? t('Done') : phase === 'working' ? t('Saving…') : label;
  return (
    <div ref={track} className={`kn-adm-swipe kn-adm-swipe--${phase}${disabled ? ' kn-adm-swipe--disabled' : ''}`}>
      <span
        className="kn-adm-swipe__fill"
        style={{ width: phase === 'success' ? '100%' : `${offset + 56}px` }}
        aria-hidden="true"
      />
      <span className="kn-adm-swipe__label" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className="kn-adm-swipe__handle"
        style={{ transform: `translateX(${phase === 'success' ? 0 : offset}px)` }}
        disabled={disabled || phase === 'working'}
        aria-label={t('{label}: swipe right, or press Enter', { label: label.trim() })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          setOffset(0);
          setPhase('idle');
        }}
        onKeyDown={onKeyDown}
      >
        {phase === 'success' ? '✓' : '»'}
      </button>
    </div>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SWIPE_SUCCESS_MS, useSharedT } from '@kirana/shared';
import { swipeConfirms } from './swipe';

type Phase = 'idle' | 'dragging' | 'working' | 'success';

interface SwipeToConfirmProps {
  label: string;
  /** Resolves when the change is saved; rejects to spring back (the caller shows the error). */
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  /** More classes on the track (a screen's own spacing). */
  className?: string;
}

/**
 * Swipe the handle right: released past 75% of the track it confirms, short of that it springs
 * back (R35). After a confirmation it shows success for 1.5 s. Keyboard: focus the handle and
 * press Enter or Space. The admin's order detail and the rider's order cards both use it; its
 * styles are `.kn-swipe` in ui.css.
 */
export function SwipeToConfirm({ label, onConfirm, disabled = false, className }: SwipeToConfirmProps) {
  const t = useSharedT();
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
    <div
      ref={track}
      className={['kn-swipe', `kn-swipe--${phase}`, disabled && 'kn-swipe--disabled', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span
        className="kn-swipe__fill"
        style={{ width: phase === 'success' ? '100%' : `${offset + 56}px` }}
        aria-hidden="true"
      />
      <span className="kn-swipe__label" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className="kn-swipe__handle"
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

import { useId, useRef, type ReactNode } from 'react';
import { CloseButton } from '@kirana/shared';
import { useDialogFocus } from '@kirana/shared/extended';
import './modal.css';
import { useT } from '../../i18n';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Narrow dialogs (the simple location modal) sit centred on phones too. */
  size?: 'md' | 'sm';
}

/** The account remote's dialog: a sheet from the bottom on phones, a centred card on wider screens. */
export function Modal({ open, title, onClose, children, size = 'md' }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useT();
  useDialogFocus(open, panel, onClose);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog for a pointer; the keyboard closes it with Escape (useDialogFocus) or the close button, and the backdrop is not a control to reach
    <div className="kn-acc-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`kn-acc-modal__panel kn-acc-modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="kn-acc-modal__header">
          <h2 id={titleId} className="kn-acc-modal__title">
            {t(title)}
          </h2>
          <CloseButton className="kn-acc-modal__close" onClick={onClose} />
        </header>
        <div className="kn-acc-modal__body">{children}</div>
      </div>
    </div>
  );
}

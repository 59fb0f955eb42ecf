import { useSharedT } from '../i18n/sharedCatalog';
import { LineIcon } from './LineIcon';
/** The ✕ every dialog and drawer closes with; the caller styles it and names it ("Close cart"). */
export function CloseButton({
  onClick,
  label,
  className,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  const t = useSharedT();
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label ?? t('Close')}>
      <LineIcon size={18} strokeWidth={2.2}>
        <path d="M6 6l12 12M18 6 6 18" />
      </LineIcon>
    </button>
  );
}

import { useSharedT } from '../i18n/sharedCatalog';
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
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}

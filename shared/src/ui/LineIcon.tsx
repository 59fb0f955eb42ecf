import type { ReactNode } from 'react';

/**
 * A 24-unit line icon drawn in the text colour, decorative (the text or label beside it says what
 * it is): every icon the store draws is its paths inside one of these.
 */
export function LineIcon({
  size = 22,
  strokeWidth = 2,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

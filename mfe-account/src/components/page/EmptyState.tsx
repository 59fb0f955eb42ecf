import type { ReactNode } from 'react';

/**
 * A page's "nothing here" panel (no orders, no addresses, no run, not a rider): a picture when
 * there is one, what is missing, what to do about it, and the way on (a link or a button).
 */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="kn-acc-empty">
      {icon && <div className="kn-acc-empty__icon">{icon}</div>}
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

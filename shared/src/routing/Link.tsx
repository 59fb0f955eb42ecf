import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace this history entry rather than add one (the default when `to` is where the page already is). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real link (open in a new tab, copy, crawl) that moves within the page when simply clicked: React
 * Router's `Link` as its documentation builds a custom one, from `useHref` and `useLinkClickHandler`.
 * React Router's own `Link` also carries framework-mode prefetching and view transitions, about 2.4 KB
 * gzip on the home page that a declarative router never runs.
 */
export function Link({ to, replace, state, onClick, target, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={click} />;
}

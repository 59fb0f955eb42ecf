import { NO_PICTURE } from '@kirana/shared';

/**
 * A small picture beside a name (an admin's product list, a cart line, an order's items): square,
 * decorative (the name beside it says what it is), loaded as it scrolls near, and the pale bag
 * tile when there is no picture. The catalogue's category tiles draw their own: the home page
 * never loads this entry.
 */
export function Thumbnail({ src, size, className }: { src: string | undefined; size: number; className: string }) {
  return <img className={className} src={src ?? NO_PICTURE} alt="" width={size} height={size} loading="lazy" />;
}

import { Link } from '@kirana/shared';

export function NotFound() {
  return (
    <section className="kn-shell-notfound">
      <h1>This aisle is empty</h1>
      <p>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link className="kn-shell-button" to="/">
        Back to the shop
      </Link>
    </section>
  );
}

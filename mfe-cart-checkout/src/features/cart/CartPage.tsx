import { CartContents } from './CartContents';
import './cart.css';

/** `/cart`: the drawer's contents as a page (anyone may see it; paying needs a login). */
export function CartPage() {
  return (
    <section className="kn-cart-page">
      <h1 className="kn-cart-page__title">My Cart</h1>
      <div className="kn-cart-page__card">
        <CartContents />
      </div>
    </section>
  );
}

import { CartContents } from '../../components/cart-contents/CartContents';
import './cart.css';
import { useT } from '../../i18n';

/** `/cart`: the drawer's contents as a page (anyone may see it; paying needs a login). */
export function CartPage() {
  const t = useT();
  return (
    <section className="kn-cart-page">
      <h1 className="kn-cart-page__title">{t('My Cart')}</h1>
      <div className="kn-cart-page__card">
        <CartContents />
      </div>
    </section>
  );
}

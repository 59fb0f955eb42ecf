import { federatedConfig } from '@kirana/tools';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'remote',
      name: 'mfe_cart_checkout',
      dir: import.meta.dirname,
      title: 'Kirana Now — cart and checkout (standalone)',
      devPort: 3002,
      exposes: { './routes': './src/routes.tsx', './CartDrawer': './src/features/cart/CartDrawer.tsx' },
    },
    argv,
  );

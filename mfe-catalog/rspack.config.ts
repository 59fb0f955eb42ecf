import { federatedConfig } from '@kirana/tools';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'remote',
      name: 'mfe_catalog',
      dir: import.meta.dirname,
      title: 'Kirana Now — catalogue (standalone)',
      devPort: 3001,
      exposes: { './routes': './src/routes.tsx', './pagePreparation': './src/preparePage.ts' },
      // The home page's code in one request: the storefront's first paint depends on it.
      unsplit: true,
      // Its public pages (/, /product/:id, …) are rendered on the server.
      serverRendered: true,
    },
    argv,
  );

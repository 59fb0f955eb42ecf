import { federatedConfig } from '@kirana/tools';

const devRemotePort = { mfe_catalog: 3001, mfe_cart_checkout: 3002, mfe_account: 3003, mfe_admin: 3004 };

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'host',
      name: 'shell',
      dir: import.meta.dirname,
      title: 'Kirana Now — groceries in 30–35 minutes',
      devPort: 3000,
      // In `npm run dev` the dev server answers remotes.json (and config.json, for every front end); in production they are files beside index.html.
      devJson: {
        '/remotes.json': () =>
          Object.fromEntries(
            Object.entries(devRemotePort).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
          ),
      },
    },
    argv,
  );

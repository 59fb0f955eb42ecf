import { federatedConfig } from '@kirana/shared/build';

const devRemotePort = { mfe_catalog: 3001, mfe_cart_checkout: 3002, mfe_account: 3003, mfe_admin: 3004 };

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'host',
      name: 'shell',
      dir: import.meta.dirname,
      title: 'Kirana Now — groceries in 30–35 minutes',
      devPort: 3000,
      // In `npm run dev` the shell's dev server answers the runtime config itself; in production these are files beside index.html.
      devJson: {
        '/config.json': () => ({ apiHost: process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}` }),
        '/remotes.json': () =>
          Object.fromEntries(Object.entries(devRemotePort).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`])),
      },
    },
    argv,
  );

import { federatedConfig } from '@kirana/tools';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'remote',
      name: 'mfe_admin',
      dir: import.meta.dirname,
      title: 'Kirana Now — admin (standalone)',
      devPort: 3004,
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );

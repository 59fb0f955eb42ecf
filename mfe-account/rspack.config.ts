import { federatedConfig } from '@kirana/tools';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedConfig(
    {
      kind: 'remote',
      name: 'mfe_account',
      dir: import.meta.dirname,
      title: 'Kirana Now — account (standalone)',
      devPort: 3003,
      exposes: {
        './routes': './src/routes.tsx',
        './AddressForm': './src/components/address/AddressForm.tsx',
        './LocationModal': './src/features/location/LocationModal.tsx',
      },
    },
    argv,
  );

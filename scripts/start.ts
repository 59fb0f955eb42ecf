import { REMOTES, resolvePorts } from './frontends';
import { startStorefront } from './storefront';

/** `npm start`: the whole store on this machine, stopped cleanly with Ctrl-C. */
async function main(): Promise<void> {
  const storefront = await startStorefront();
  const ports = resolvePorts();
  console.log(`
  Kirana Now is running.

    Storefront   ${storefront.storefrontUrl}
    API          ${storefront.apiUrl}   (the spec's {host}; socket.io on the same port)
    Remotes      ${REMOTES.map((r) => `${r.dir} :${ports.byFrontEnd[r.name]}`).join('   ')}
    Database     ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (DATA_DIR or api/.data/pglite)'}

    Sign in as the store admin with phone 9000000000.
    Development codes: ${storefront.apiUrl}/api/dev/otp-outbox?phoneNumber=<phone>

  Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    await storefront.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

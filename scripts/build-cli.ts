import { buildFrontEnds } from './build';

/** `npm run build` (all front ends) or `tsx scripts/build-cli.ts mfe-catalog` (one). */
const args = process.argv.slice(2);
buildFrontEnds({
  force: args.includes('--all') || args.includes('--force'),
  only: args.filter((a) => !a.startsWith('--')),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

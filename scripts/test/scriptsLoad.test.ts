/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The scripts behind `npm start`, `npm run build` and publishing a remote run under tsx as ES
 * modules, where a CommonJS package's names can fail to link though jest sees them (how `npm start`
 * once broke while every test passed). This loads each script module the way those commands do:
 * the repository's (scripts/) and the shell's static server (shell/src/server/staticServer.ts, which
 * its server build bundles and `npm start` serves the front ends with) with its door to shared.
 */
const root = path.resolve(__dirname, '../..');
const FOLDERS = ['scripts'];
/** The shell's modules that tsx loads directly (the rest of its server is bundled by rspack). */
const SHELL_MODULES = ['./shell/src/server/staticServer.ts', './shell/src/server/sharedContracts.ts'];
/** Command-line entries: they act when loaded, so their graphs are covered through the modules they import. */
const COMMANDS = new Set(['start.ts', 'dev.ts', 'build-cli.ts', 'publish-remote.ts', 'nginx-check.ts']);

function tsx(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

test('every script module links under tsx, as npm start and publishing a remote load them', () => {
  const modules = [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(path.join(root, folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !COMMANDS.has(file))
        .map((file) => `./${folder}/${file}`),
    ),
    ...SHELL_MODULES,
  ];
  expect(modules).toEqual(
    expect.arrayContaining([
      './scripts/storefront.ts',
      './shell/src/server/staticServer.ts',
      './scripts/publishRemote.ts',
    ]),
  );
  const program = `for (const file of ${JSON.stringify(modules)}) await import(file); console.log('loaded', ${modules.length});`;
  expect(tsx(['--input-type=module', '--eval', program]).trim()).toBe(`loaded ${modules.length}`);
});

test('publishing a remote without arguments prints its usage', () => {
  let output = '';
  try {
    tsx(['scripts/publish-remote.ts']);
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '') + String((error as { stderr?: string }).stderr ?? '');
  }
  expect(output).toMatch(/^usage: publish\|switch <remote> <version>/m);
});

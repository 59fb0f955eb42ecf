/**
 * The lint walls of the architecture, as a test: code flows shared → features → app, remotes
 * never import each other or the shell, the domain stays pure, and the API only takes the
 * browser-free parts of shared. In the API, a payment provider's folder is reached only through
 * `app.payments` (its composition point aside), and route folders are named so they cannot be
 * confused; shared/ holds runtime code only (build code is in tools/). The walls between features
 * are Biome's (biome.json); the tests below run Biome on deliberate samples to show a crossing
 * fails `npm run lint`.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_ONLY_SEGMENTS, CUSTOMER_ROUTES, SOCKET_EVENT_NAMES } from '@kirana/shared/contracts';
import { INSIDE_SHARED_PACKAGES, SINGLETON_PACKAGES } from './sharedSingletons';

const ROOT = path.resolve(__dirname, '..');
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

function violations(dir: string, forbidden: (specifier: string, file: string) => boolean): string[] {
  return sources(path.join(ROOT, dir)).flatMap((file) =>
    imports(file)
      .filter((specifier) => forbidden(specifier, file))
      .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
  );
}

/** Test files, and test helpers: a `testing.tsx` module or anything in a `testing/` or `test/` folder. */
const isTestCode = (file: string) => /(\.test\.tsx?|[/\\]testing\.tsx?)$|[/\\](testing|test)[/\\]/.test(file);

const escapesWorkspace = (workspace: string) => (specifier: string, file: string) =>
  specifier.startsWith('.') &&
  !path.resolve(path.dirname(file), specifier).startsWith(path.join(ROOT, workspace) + path.sep);

describe('architecture boundaries', () => {
  it.each(FRONT_ENDS)('%s imports no other front end (only @kirana/shared and its own files)', (frontEnd) => {
    const others = FRONT_ENDS.filter((f) => f !== frontEnd);
    const found = violations(
      `${frontEnd}/src`,
      (specifier, file) =>
        escapesWorkspace(frontEnd)(specifier, file) ||
        others.some((other) => specifier.includes(`@kirana/${other}`) || specifier.includes(`/${other}/`)),
    );
    expect(found).toEqual([]);
  });

  it('browser code takes shared through its package name, never a deep path (its stylesheet, the pure form checks and, on the storefront server, the servers’ contracts (its door sharedContracts.ts among them) aside; tests may take its testing helpers)', () => {
    /** Pure, stateless checks a form copies into its own chunk, so the first page never carries them. */
    const FORM_CHECKS = ['@kirana/shared/domain/address', '@kirana/shared/domain/validation'];
    const found = FRONT_ENDS.flatMap((frontEnd) =>
      violations(
        `${frontEnd}/src`,
        (specifier, file) =>
          specifier.startsWith('@kirana/shared/') &&
          !['@kirana/shared/standalone', '@kirana/shared/ui.css', '@kirana/shared/extended', ...FORM_CHECKS].includes(
            specifier,
          ) &&
          !(specifier === '@kirana/shared/contracts' && file.includes(`${path.sep}src${path.sep}server${path.sep}`)) &&
          !(specifier === '@kirana/shared/testing' && isTestCode(file)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('browser code takes the router and the store’s libraries from @kirana/shared, never directly (tests may)', () => {
    const inside = (specifier: string) =>
      INSIDE_SHARED_PACKAGES.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
    const found = [...FRONT_ENDS.map((frontEnd) => `${frontEnd}/src`), 'shared/standalone'].flatMap((dir) =>
      violations(dir, (specifier, file) => inside(specifier) && !isTestCode(file)),
    );
    expect(found).toEqual([]);
    // …and none of them is a federation singleton of its own (that would ship it whole again).
    expect(SINGLETON_PACKAGES.filter((pkg) => inside(pkg))).toEqual([]);
  });

  describe('@kirana/shared/extended (shared’s second singleton, kept off the first page)', () => {
    const SRC = path.join(ROOT, 'shared/src');
    /** Every file reached from `entry` through relative imports (tests aside). */
    const reachable = (entry: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(entry)) return seen;
      seen.add(entry);
      for (const specifier of imports(entry).filter((s) => s.startsWith('.'))) {
        const base = path.resolve(path.dirname(entry), specifier);
        const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
          .map((ext) => base + ext)
          .find((candidate) => existsSync(candidate));
        if (file && !isTestCode(file)) reachable(file, seen);
      }
      return seen;
    };
    const extended = reachable(path.join(SRC, 'extended/index.ts'));
    const core = reachable(path.join(SRC, 'index.ts'));
    const pure = (file: string) => ['domain', 'schemas'].some((dir) => file.startsWith(path.join(SRC, dir) + path.sep));

    it('reaches the store, api and config only through @kirana/shared (a relative path would be a second store)', () => {
      const found = [...extended]
        .filter((file) => !pure(file) && core.has(file))
        .map((file) => path.relative(ROOT, file));
      expect(found).toEqual([]);
    });

    it('is not part of @kirana/shared, and the first page’s front ends never import it', () => {
      expect(
        [...core].filter((file) => extended.has(file) && !pure(file)).map((file) => path.relative(ROOT, file)),
      ).toEqual([]);
      const found = ['shell/src', 'mfe-catalog/src'].flatMap((dir) =>
        violations(dir, (specifier) => specifier === '@kirana/shared/extended'),
      );
      expect(found).toEqual([]);
    });
  });

  it('the store’s phone number and hours are written in one place (shared/src/config/storeContact.ts)', () => {
    const home = path.join(ROOT, 'shared/src/config/storeContact.ts');
    const contactLike = /\+91[ -]?\d{2}|\b\d{1,2}(:\d\d)?\s?(am|pm)\b/i;
    const found = [...FRONT_ENDS.map((frontEnd) => `${frontEnd}/src`), 'shared/src']
      .flatMap((dir) => sources(path.join(ROOT, dir)))
      .filter((file) => file !== home && !isTestCode(file))
      .filter((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => !/^\s*(\/?\*|\/\/)/.test(line) && contactLike.test(line)),
      )
      .map((file) => path.relative(ROOT, file));
    expect(found).toEqual([]);
  });

  it('the domain is pure TypeScript: no React, no browser storage, no store', () => {
    const found = violations(
      'shared/src/domain',
      (specifier) => /^(react|react-dom|@reduxjs|socket\.io)/.test(specifier) || specifier.includes('/store'),
    );
    const globals = sources(path.join(ROOT, 'shared/src/domain')).filter((file) =>
      /\b(window|document|localStorage)\./.test(readFileSync(file, 'utf8')),
    );
    expect([...found, ...globals]).toEqual([]);
  });

  it('the API takes only the browser-free parts of shared', () => {
    const allowed = new Set(['@kirana/shared/domain', '@kirana/shared/schemas', '@kirana/shared/contracts']);
    const found = violations(
      'api/src',
      (specifier) => specifier.startsWith('@kirana/shared') && !allowed.has(specifier),
    );
    expect(found).toEqual([]);
  });
});

describe('payments (api/src/payments/: the neutral gateway.ts, one folder per provider)', () => {
  const PAYMENTS = path.join(ROOT, 'api', 'src', 'payments');
  const providers = readdirSync(PAYMENTS).filter((name) => statSync(path.join(PAYMENTS, name)).isDirectory());
  /** The composition point (plugins/payments.ts chooses the provider as `app.payments`) and the settings it reads. */
  const COMPOSITION = ['api/src/plugins/payments.ts', 'api/src/config.ts'].map((file) => path.join(ROOT, file));
  const providerOf = (file: string) =>
    providers.find((provider) => file.startsWith(path.join(PAYMENTS, provider) + path.sep));
  const importsOfProviders = (dir: string) =>
    sources(path.join(ROOT, dir)).flatMap((file) =>
      imports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => ({ file, target: providerOf(path.resolve(path.dirname(file), specifier) + path.sep) }))
        .filter(({ file, target }) => target !== undefined && target !== providerOf(file)),
    );

  it('has a provider folder, and the composition point takes it from there', () => {
    expect(providers).toContain('phonepe');
    expect(importsOfProviders('api/src').some(({ file }) => file === COMPOSITION[0])).toBe(true);
  });

  it('no code outside a provider’s folder imports from it but the composition point (tests aside): the rest goes through app.payments', () => {
    const found = ['api/src', 'api/scripts', 'api/bench']
      .flatMap(importsOfProviders)
      .filter(({ file }) => !COMPOSITION.includes(file) && !isTestCode(file))
      .map(({ file, target }) => `${path.relative(ROOT, file)} imports payments/${target}`);
    expect(found).toEqual([]);
  });

  it('a provider takes nothing from another provider’s folder', () => {
    const found = importsOfProviders('api/src/payments')
      .filter(({ file }) => providerOf(file) !== undefined)
      .map(({ file, target }) => `${path.relative(ROOT, file)} imports payments/${target}`);
    expect(found).toEqual([]);
  });
});

describe('API route folders (api/src/routes/): named so that nobody confuses them', () => {
  const ROUTES = path.join(ROOT, 'api', 'src', 'routes');
  const folders = readdirSync(ROUTES).filter((name) => statSync(path.join(ROUTES, name)).isDirectory());
  /** A folder's name as it sounds: case, separators and a plural's s aside. */
  const sound = (name: string) => name.toLowerCase().replace(/[-_]/g, '').replace(/s$/, '');
  const shipped = (folder: string) =>
    sources(path.join(ROUTES, folder))
      .filter((file) => !isTestCode(file))
      .map((file) => readFileSync(file, 'utf8'));

  it('no two folders are one word but for a plural or a separator (as rider/ beside riders/ once were)', () => {
    const alike = folders.filter((name, i) => folders.findIndex((other) => sound(other) === sound(name)) !== i);
    expect(folders.length).toBeGreaterThan(10);
    expect(alike).toEqual([]);
  });

  it('a folder named for its caller holds that caller’s routes only: rider… for riders, admin… for the admin', () => {
    const riders = folders.filter((name) => name.startsWith('rider'));
    const admins = folders.filter((name) => name.startsWith('admin'));
    expect(riders).toEqual(['riderRun']);
    expect(admins).toEqual(['adminDeliveryTeam']);
    const guardedBy = (folder: string, guard: string, other: string) =>
      shipped(folder).every((text) => text.includes(`app.${guard}`) && !text.includes(`app.${other}`));
    for (const folder of riders) expect(guardedBy(folder, 'requireRider', 'requireAdmin')).toBe(true);
    for (const folder of admins) expect(guardedBy(folder, 'requireAdmin', 'requireRider')).toBe(true);
  });

  it('the rider’s own URLs (/api/rider/…) are served from the rider’s folder alone', () => {
    const elsewhere = folders
      .filter((name) => !name.startsWith('rider'))
      .filter((name) => shipped(name).some((text) => /['`]\/api\/rider\//.test(text)));
    expect(shipped('riderRun').some((text) => text.includes("'/api/rider/run'"))).toBe(true);
    expect(elsewhere).toEqual([]);
  });
});

describe('shared/ is runtime code only (build and deploy code is in tools/)', () => {
  const SHARED = path.join(ROOT, 'shared');
  const everything = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : everything(full);
      return [full];
    });

  it('holds its code (src, standalone, testing) and the files of a package, nothing else', () => {
    const top = readdirSync(SHARED).filter((name) => name !== 'node_modules');
    expect(top.sort()).toEqual(['jest.config.cjs', 'package.json', 'src', 'standalone', 'testing', 'tsconfig.json']);
  });

  it('has no Dockerfile, nginx template, bundler config or loader anywhere, and imports no build tool', () => {
    const buildFiles = everything(SHARED)
      .filter((file) => /Dockerfile|\.template$|\.conf$|rspack|webpack|[Ll]oader\.c?js$/.test(path.basename(file)))
      .map((file) => path.relative(ROOT, file));
    const buildTools = /^(@rspack\/|@module-federation\/(enhanced\/rspack|node)|@gfx\/zopfli|jest-environment)/;
    const found = ['shared/src', 'shared/standalone', 'shared/testing'].flatMap((dir) =>
      violations(dir, (specifier) => buildTools.test(specifier)),
    );
    expect([...buildFiles, ...found]).toEqual([]);
  });

  it('its package exports no build entry and carries no build tool; @kirana/tools does', () => {
    const pkg = (workspace: string) =>
      JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
        exports: Record<string, string>;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
    const shared = pkg('shared');
    const tools = ['@rspack/core', '@gfx/zopfli', '@module-federation/node', 'jest-environment-jsdom'];
    expect(Object.keys(shared.exports).filter((entry) => /build|tools/.test(entry))).toEqual([]);
    expect(tools.filter((name) => name in { ...shared.dependencies, ...shared.devDependencies })).toEqual([]);
    expect(tools.filter((name) => !(name in { ...pkg('tools').devDependencies }))).toEqual([]);
  });
});

describe('cache tags', () => {
  it('are written only in shared/src/store/tags.ts: no front end spells a tag as a literal', () => {
    const literal = /\{\s*type:\s*'(Product|Order|User|Societies)'(\s+as\s+const)?\s*,\s*id\b/;
    const offenders = ['shared', ...FRONT_ENDS]
      .flatMap((workspace) => sources(path.join(ROOT, workspace, 'src')))
      .filter(
        (file) =>
          !isTestCode(file) &&
          !file.endsWith(path.join('store', 'tags.ts')) &&
          literal.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});

describe('bus events', () => {
  const EMITTER_OF: Record<string, string> = {
    shell: 'shell',
    'mfe-catalog': 'catalog',
    'mfe-cart-checkout': 'cart',
    'mfe-account': 'account',
    'mfe-admin': 'admin',
  };
  const table = readFileSync(path.join(ROOT, 'shared', 'src', 'bus', 'events.ts'), 'utf8');
  const events = [...table.matchAll(/^\s+'([a-z-]+:[a-z-]+)':/gm)].map((m) => m[1] ?? '');
  const shipped = FRONT_ENDS.flatMap((workspace) =>
    sources(path.join(ROOT, workspace, 'src'))
      .filter((file) => !isTestCode(file))
      .map((file) => ({ workspace, text: readFileSync(file, 'utf8') })),
  );
  const emitters = (event: string) => [
    ...new Set(shipped.filter((f) => f.text.includes(`emit('${event}'`)).map((f) => f.workspace)),
  ];
  const heard = (event: string) =>
    shipped.some((f) => f.text.includes(`useBusEvent('${event}'`) || f.text.includes(`bus.on('${event}'`));

  it('reads the table', () => expect(events.length).toBeGreaterThan(5));

  it.each(events)('%s is sent and heard outside tests, by the front end its name says', (event) => {
    const [prefix, name] = event.split(':');
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*-(in|out|[a-z]+ed)$/);
    expect(emitters(event).length).toBeGreaterThan(0);
    expect(heard(event)).toBe(true);
    if (prefix === 'auth') {
      if (!/-(required|requested)$/.test(name ?? '')) expect(emitters(event)).toEqual(['shell']);
    } else {
      expect(emitters(event).map((workspace) => EMITTER_OF[workspace])).toEqual([prefix]);
    }
  });
});

describe('socket events (shared/src/contracts/socketEvents.ts)', () => {
  const shippedIn = (dir: string) =>
    sources(path.join(ROOT, dir))
      .filter((file) => !isTestCode(file))
      .map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));
  const api = shippedIn('api/src');
  const browsers = ['shared/src', ...FRONT_ENDS.map((workspace) => `${workspace}/src`)].flatMap(shippedIn);

  it('reads the table', () => expect(SOCKET_EVENT_NAMES.length).toBeGreaterThan(2));

  it.each(SOCKET_EVENT_NAMES)(
    '%s is sent by the API and heard by the browsers, both typed by the contract',
    (event) => {
      expect(api.some((f) => f.text.includes(`.emit('${event}'`))).toBe(true);
      expect(browsers.some((f) => f.text.includes(`.on('${event}'`))).toBe(true);
    },
  );

  it('both sides take the event types from the contract alone', () => {
    const realtime = api.find((f) => f.file.endsWith(path.join('realtime', 'realtime.ts')));
    const client = browsers.find((f) => f.file.endsWith(path.join('realtime', 'client.ts')));
    expect(realtime?.text).toMatch(/ServerToClientEvents[\s\S]*from '@kirana\/shared\/contracts'/);
    expect(client?.text).toMatch(/ServerToClientEvents[\s\S]*from '@kirana\/shared'/);
    expect([...api, ...browsers].filter((f) => /interface ServerToClient/.test(f.text)).map((f) => f.file)).toEqual([
      path.join('shared', 'src', 'contracts', 'socketEvents.ts'),
    ]);
  });

  it('no browser emits on the socket, and the API listens to no client event', () => {
    const socketWord = /\b(socket|s|io)\.(emit|volatile\.emit)\(/;
    expect(browsers.filter((f) => socketWord.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(api.filter((f) => /\bsocket\.on(Any)?\(/.test(f.text)).map((f) => f.file)).toEqual([]);
  });
});

describe('the route table (shared/src/contracts/routes.ts) against each remote’s own routes', () => {
  /** First path segments a remote's routes.tsx declares ('' for its index route), without the catch-all. */
  const segmentsOf = (workspace: string) => {
    const text = readFileSync(path.join(ROOT, workspace, 'src', 'routes.tsx'), 'utf8');
    const paths = [...text.matchAll(/path: '([^']+)'/g)]
      .map((m) => (m[1] ?? '').split('/')[0] ?? '')
      .filter((segment) => segment !== '*');
    return [...new Set([...(/index: true/.test(text) ? [''] : []), ...paths])].sort();
  };
  const folder = (remote: string) => remote.replace(/_/g, '-');

  it.each(['mfe_catalog', 'mfe_cart_checkout', 'mfe_account'])(
    '%s declares exactly the customer routes the table gives it',
    (remote) => {
      const owned = Object.entries(CUSTOMER_ROUTES)
        .filter(([, owner]) => owner.remote === remote)
        .map(([segment]) => segment)
        .sort();
      expect(segmentsOf(folder(remote))).toEqual(owned);
    },
  );

  it('the admin remote declares every admin-only segment, and no customer segment but the two it shares (order, account)', () => {
    const admin = segmentsOf('mfe-admin');
    expect(admin).toEqual(expect.arrayContaining([...ADMIN_ONLY_SEGMENTS]));
    expect(
      admin.filter((segment) => segment !== '' && !(ADMIN_ONLY_SEGMENTS as readonly string[]).includes(segment)).sort(),
    ).toEqual(['account', 'order']);
  });
});

describe('walls between features (biome.json, style/noRestrictedImports)', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as {
    overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }[];
  };
  /** The globs of the overrides that restrict imports, as regular expressions over repository paths. */
  const walled = config.overrides
    .filter((override) => override.linter?.rules?.style?.noRestrictedImports)
    .flatMap((override) => override.includes)
    .map((glob) => new RegExp(`^${glob.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]+'))}$`));
  const layered = (workspace: string) =>
    ['features', 'components'].flatMap((layer) =>
      existsSync(path.join(ROOT, workspace, 'src', layer)) ? sources(path.join(ROOT, workspace, 'src', layer)) : [],
    );

  it('cover every file in a front end’s src/features and src/components (a deeper folder needs one more override)', () => {
    const uncovered = FRONT_ENDS.flatMap(layered)
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !walled.some((glob) => glob.test(file)));
    expect(walled.length).toBeGreaterThan(0);
    expect(uncovered).toEqual([]);
  });

  it('hold today: no feature reaches another feature, and src/components reaches no feature, whatever the path says', () => {
    const featureOf = (file: string) => /[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
    const found = FRONT_ENDS.flatMap((workspace) =>
      violations(`${workspace}/src`, (specifier, file) => {
        const own = featureOf(file);
        const inComponents = file.includes(`${path.sep}src${path.sep}components${path.sep}`);
        if (!own && !inComponents) return false;
        const target = specifier.startsWith('.')
          ? featureOf(`${path.resolve(path.dirname(file), specifier)}${path.sep}`)
          : /(^|\/)features\//.test(specifier)
            ? '?'
            : undefined;
        return target !== undefined && target !== own;
      }),
    );
    expect(found).toEqual([]);
  });

  describe('Biome on deliberate samples, with the repository’s rules', () => {
    const samples: Record<string, string> = {
      // A sideways import, as header → session was before the session moved down to the shell's lib/.
      'shell/src/features/header/Crossing.tsx':
        "import { useLogOut } from '../session/useLogOut';\n\nexport const sample = useLogOut;\n",
      'mfe-account/src/features/order/parts/Crossing.tsx':
        "import { Badge } from '../../orders/OrderBadges';\n\nexport const sample = Badge;\n",
      'mfe-admin/src/features/khata/Detour.tsx':
        "import { customerName } from '../../features/customers/customerFacts';\n\nexport const sample = customerName;\n",
      'shell/src/features/login/Aliased.tsx':
        "import { useLogOut } from '@kirana/shell/src/features/session/useLogOut';\n\nexport const sample = useLogOut;\n",
      'mfe-admin/src/components/order/Upward.tsx':
        "import { useGetAdminOrdersQuery } from '../../features/orders/adminOrdersApi';\n\nexport const sample = useGetAdminOrdersQuery;\n",
      // The lowest layer looks up at nothing: not the frame, not a feature; components not at the frame.
      'mfe-admin/src/lib/UpToFrame.tsx':
        "import { AdminLayout } from '../app/AdminLayout';\n\nexport const sample = AdminLayout;\n",
      'shell/src/lib/session/UpToFeature.tsx':
        "import { ProfileFace } from '../../features/header/ProfileFace';\n\nexport const sample = ProfileFace;\n",
      'mfe-admin/src/components/order/UpToFrame.tsx':
        "import { AdminLayout } from '../../app/AdminLayout';\n\nexport const sample = AdminLayout;\n",
      // Within the walls: its own files, the lib and components layers, the front end's i18n, shared.
      'shell/src/features/header/Inside.tsx':
        "import { Link } from '@kirana/shared';\nimport { useLogOut } from '../../lib/session/useLogOut';\nimport { t } from '../../i18n';\nimport { ProfileFace } from './ProfileFace';\n\nexport const sample = [Link, useLogOut, t, ProfileFace];\n",
      'mfe-admin/src/features/products/categories/Inside.tsx':
        "import { useGetAdminCategoriesQuery } from '../../../lib/catalogueAdminApi';\nimport { OrderLink } from '../../../components/order/OrderLink';\nimport { PICK_A_CATEGORY } from '../productFormRules';\nimport { CategoryFormModal } from './CategoryFormModal';\n\nexport const sample = [useGetAdminCategoriesQuery, OrderLink, PICK_A_CATEGORY, CategoryFormModal];\n",
    };
    let reported: { category: string; path: string }[] = [];
    let status: number | null = null;

    beforeAll(() => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kirana-walls-'));
      try {
        // The repository's biome.json as it is, less what only fits the repository's own folder.
        const {
          vcs: _vcs,
          $schema: _schema,
          ...rules
        } = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
        writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(rules));
        for (const [file, text] of Object.entries(samples)) {
          mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
          writeFileSync(path.join(dir, file), text);
        }
        const biome = spawnSync(
          path.join(ROOT, 'node_modules', '.bin', 'biome'),
          ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
          { cwd: dir, encoding: 'utf8' },
        );
        status = biome.status;
        const json = biome.stdout.slice(biome.stdout.indexOf('{'));
        reported = (
          JSON.parse(json) as { diagnostics: { category: string; location: { path: string } }[] }
        ).diagnostics.map((d) => ({
          category: d.category,
          path: d.location.path,
        }));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 30000);

    const ruleHits = (file: string) =>
      reported.filter((d) => d.path === file && d.category === 'lint/style/noRestrictedImports').length;

    it('fails the lint', () => expect(status).toBe(1));

    it.each(Object.keys(samples).filter((file) => !file.endsWith('Inside.tsx')))(
      '%s is refused by noRestrictedImports',
      (file) => {
        expect(ruleHits(file)).toBe(1);
      },
    );

    it.each(Object.keys(samples).filter((file) => file.endsWith('Inside.tsx')))('%s passes', (file) => {
      expect(reported.filter((d) => d.path === file)).toEqual([]);
    });
  });
});

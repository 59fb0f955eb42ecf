/**
 * The lint walls of the architecture, as a test: code flows shared → features → app, remotes
 * never import each other or the shell, the domain stays pure, and the API only takes the
 * browser-free parts of shared. The walls between features are Biome's (biome.json); the tests
 * below run Biome on deliberate samples to show a crossing fails `npm run lint`.
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
import { ADMIN_ONLY_SEGMENTS, CUSTOMER_ROUTES } from '../src/contracts/routes';
import { INSIDE_SHARED_PACKAGES, SINGLETON_PACKAGES } from './sharedSingletons';

const ROOT = path.resolve(__dirname, '..', '..');
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

  it('browser code takes shared through its package name, never a deep path (its stylesheet aside; tests may take its testing helpers)', () => {
    const found = FRONT_ENDS.flatMap((frontEnd) =>
      violations(
        `${frontEnd}/src`,
        (specifier, file) =>
          specifier.startsWith('@kirana/shared/') &&
          !['@kirana/shared/standalone', '@kirana/shared/ui.css', '@kirana/shared/extended'].includes(specifier) &&
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
      // A sideways import, as header → session was before the session moved to the shell's app/.
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
      // Within the walls: its own files, the app and components layers, the front end's i18n, shared.
      'shell/src/features/header/Inside.tsx':
        "import { Link } from '@kirana/shared';\nimport { useLogOut } from '../../app/session/useLogOut';\nimport { t } from '../../i18n';\nimport { ProfileFace } from './ProfileFace';\n\nexport const sample = [Link, useLogOut, t, ProfileFace];\n",
      'mfe-admin/src/features/products/categories/Inside.tsx':
        "import { useGetAdminCategoriesQuery } from '../../../app/catalogueAdminApi';\nimport { OrderLink } from '../../../components/order/OrderLink';\nimport { PICK_A_CATEGORY } from '../productFormRules';\nimport { CategoryFormModal } from './CategoryFormModal';\n\nexport const sample = [useGetAdminCategoriesQuery, OrderLink, PICK_A_CATEGORY, CategoryFormModal];\n",
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

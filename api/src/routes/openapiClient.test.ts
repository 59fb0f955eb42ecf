import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { OPENAPI_JSON_PATH } from '../plugins/openapi';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * A client can be generated from the OpenAPI document (docs/api.md): `openapi-typescript`, the
 * generator most TypeScript clients start from, turns it into types that compile under `strict`,
 * and those types say what the routes say (a usage file beside them compiles only if they do).
 */

/**
 * openapi-typescript's Node API (`openapiTS`, then `astToString`), as a generator script would call it.
 * It is an ES module whose dependencies jest on Node 20 cannot load, so Node runs it: the document in
 * on stdin, the types out on stdout.
 */
const GENERATE = `
import openapiTS, { astToString } from 'openapi-typescript';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = JSON.parse(Buffer.concat(chunks).toString('utf8'));
process.stdout.write(astToString(await openapiTS(document, { silent: true })));
`;

/** Reads the generated types as a client would; each line compiles only if the types say so. */
const USAGE = `import type { paths } from './kirana-api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type OrderAnswer = Json<paths['/api/orders/{id}']['get']['responses'][200]>;
export const orderNumber: string = ({} as OrderAnswer).orderNumber;
export const total: number = ({} as OrderAnswer).totalPrice;

type PayParams = paths['/api/orders/{id}/pay']['put']['parameters']['path'];
export const pay: PayParams = { id: '0123456789abcdef01234567' };

type ProductsQuery = NonNullable<paths['/api/products']['get']['parameters']['query']>;
export const page: ProductsQuery['pageSize'] = 24;

// @ts-expect-error an order answer has no such field
export const nothing = ({} as OrderAnswer).noSuchField;
`;

let t: TestApp;
let generated: string;
let diagnostics: string[];

beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
  const res = await t.app.inject(OPENAPI_JSON_PATH);
  expect(res.statusCode).toBe(200);
  generated = execFileSync(process.execPath, ['--input-type=module', '--eval', GENERATE], {
    cwd: path.resolve(__dirname, '..', '..'),
    input: res.body,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-openapi-client-'));
  try {
    const types = path.join(dir, 'kirana-api.d.ts');
    const usage = path.join(dir, 'usage.ts');
    writeFileSync(types, generated);
    writeFileSync(usage, USAGE);
    const program = ts.createProgram([types, usage], {
      noEmit: true,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
    });
    diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: `
        : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60000);
afterAll(() => t.close());

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  it('is the document’s paths and components as types', () => {
    expect(generated).toMatch(/^export interface paths \{/m);
    expect(generated).toMatch(/^export interface components \{/m);
    expect(generated).toContain('"/api/orders/{id}/pay": {');
    expect(generated).toContain('"/api/orders/{id}": {');
  });

  it('compiles under strict TypeScript, and a client reading an order through it compiles too', () => {
    expect(diagnostics).toEqual([]);
  });
});

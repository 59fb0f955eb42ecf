import { FIELD_NAMES } from '@kirana/shared/domain';
import { OPENAPI_JSON_PATH } from '../plugins/openapi';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Every field a route's request names (its path, query and body, at any depth) has words a person
 * reads in a refusal (R78): read from the OpenAPI document, which has every route and its schemas,
 * so a new field cannot reach a customer as "areaName".
 */

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every property name a schema declares, however deep (through `$ref`s to the document's components). */
function propertyNames(schema: unknown, doc: Document, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const { properties, $ref } = schema as { properties?: Record<string, unknown>; $ref?: unknown };
  if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/'))
    propertyNames(doc.components?.schemas?.[$ref.slice('#/components/schemas/'.length)], doc, found, seen);
  if (properties && typeof properties === 'object') for (const name of Object.keys(properties)) found.add(name);
  for (const inner of Object.values(schema)) propertyNames(inner, doc, found, seen);
  return found;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
  doc = (await t.app.inject(OPENAPI_JSON_PATH)).json<Document>();
});
afterAll(() => t.close());

it('every field a request may name has words in the refusals people read', () => {
  const named = new Set<string>();
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) if (parameter.in !== 'header') named.add(parameter.name);
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) propertyNames(schema, doc, named);
    }
  }
  expect(named.size).toBeGreaterThan(40);
  expect([...named].filter((name) => !Object.hasOwn(FIELD_NAMES, name)).sort()).toEqual([]);
});

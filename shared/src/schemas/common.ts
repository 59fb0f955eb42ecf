import { Type, type TSchema } from '@sinclair/typebox';
import { OBJECT_ID_PATTERN } from '../domain/objectId';

/**
 * `errorMessage` is read by the API's error handler: when a field fails its schema, the
 * client sees this sentence instead of the validator's wording.
 */
export const ObjectId = Type.String({ pattern: OBJECT_ID_PATTERN.source, errorMessage: 'must be a 24-character id' });
export const IdParams = Type.Object({ id: ObjectId }, { additionalProperties: false });

/** Rupees with at most 2 decimals. */
export const Rupees = Type.Number({ minimum: 0 });
export const IsoDateTime = Type.String({ format: 'date-time' });

/** A sentence apart from its English: `text` is a key of the API's catalogue, `values` fill its `{name}`s. */
export const SentenceBody = Type.Object(
  {
    text: Type.String({
      description: 'The English text, with `{name}` placeholders: a key of the translation catalogue',
    }),
    values: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'What fills each `{name}`' })),
  },
  { description: 'The message as a template and values, for a front end to show in its reader’s language' },
);

/**
 * `{ message }` only: a route that declares it sends nothing else (its serialiser drops a `sentence`). Routes
 * document their refusals with `RefusalResponse` instead, which keeps the whole body.
 */
export const ErrorResponse = Type.Object({ message: Type.String() });

/**
 * The one error body (api/src/lib/errorHandler.ts): `message` in English always; `sentence` on the API's own
 * refusals; `field` when a schema refused a field; some refusals add more beside them (a paused store's
 * `store`, a wrong hand-off code's `triesLeft`), so other properties are kept.
 */
export const RefusalResponse = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, in English' }),
    sentence: Type.Optional(SentenceBody),
    field: Type.Optional(
      Type.String({ description: 'Which field a schema refused (`name`, `address.0.flatNumber`), on a 400' }),
    ),
  },
  { additionalProperties: true, description: 'The request was refused' },
);

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
  });

export const MessageResponse = Type.Object({ message: Type.String() });

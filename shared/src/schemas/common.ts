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

export const ErrorResponse = Type.Object({ message: Type.String() });

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
  });

export const MessageResponse = Type.Object({ message: Type.String() });

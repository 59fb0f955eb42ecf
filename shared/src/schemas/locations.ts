import { Type } from '@sinclair/typebox';
import { ObjectId } from './common';

export const Locality = Type.Object({ _id: ObjectId, areaName: Type.String() });

export const Society = Type.Object({
  _id: ObjectId,
  societyName: Type.String(),
  locality: ObjectId,
  areaName: Type.String(),
});

export const LocalityList = Type.Array(Locality);
export const SocietyList = Type.Array(Society);

const AreaName = Type.String({
  minLength: 2,
  maxLength: 80,
  pattern: '\\S',
  errorMessage: 'must be 2 to 80 characters',
});
const SocietyName = Type.String({
  minLength: 2,
  maxLength: 120,
  pattern: '\\S',
  errorMessage: 'must be 2 to 120 characters',
});

export const LocalityInput = Type.Object({ areaName: AreaName }, { additionalProperties: false });
export const SocietyCreate = Type.Object(
  { societyName: SocietyName, locality: ObjectId },
  { additionalProperties: false },
);
export const SocietyUpdate = Type.Object(
  { societyName: Type.Optional(SocietyName), locality: Type.Optional(ObjectId) },
  { additionalProperties: false, minProperties: 1, errorMessage: 'Change the society’s name, its locality or both.' },
);
/** `DELETE /api/society` carries the society to delete in its body, not in its path. */
export const SocietyDelete = Type.Object({ _id: ObjectId }, { additionalProperties: true });

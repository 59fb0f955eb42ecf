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

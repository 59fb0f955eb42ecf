import { Type } from '@sinclair/typebox';
import { MAX_ADDRESSES_PER_USER, NAME_MAX_LENGTH } from '../domain/limits';
import { FLAT_PATTERN, MESSAGES, WING_PATTERN } from '../domain/validation';
import { ObjectId } from './common';
import { USER_ROLES } from '../domain/deliveryTeam';

const UserRoleSchema = Type.Union(USER_ROLES.map((role) => Type.Literal(role)));

/** What the browser sends and keeps: society and locality are ids. */
export const Address = Type.Object({
  society: ObjectId,
  wing: Type.String({ pattern: WING_PATTERN.source, errorMessage: MESSAGES.wing }),
  flatNumber: Type.String({ pattern: FLAT_PATTERN.source, errorMessage: MESSAGES.flat }),
  locality: ObjectId,
});

/** What the server answers: the ids plus the names a person reads. */
export const SavedAddress = Type.Composite([
  Address,
  Type.Object({ societyName: Type.String(), areaName: Type.String() }),
]);

export const User = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  phoneNumber: Type.String(),
  isAdmin: Type.Boolean(),
  /**
   * customer, rider or admin (admin exactly when isAdmin). Always sent by the API; optional so a
   * user a browser kept from before roles still reads.
   */
  role: Type.Optional(UserRoleSchema),
  userAddresses: Type.Array(SavedAddress),
});

/** The sign-in answer: the user plus a bearer token. */
export const SignedInUser = Type.Composite([User, Type.Object({ token: Type.String() })]);

export const ProfileUpdate = Type.Object(
  {
    address: Type.Optional(
      Type.Array(Address, {
        maxItems: MAX_ADDRESSES_PER_USER,
        errorMessage: `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses.`,
      }),
    ),
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: NAME_MAX_LENGTH,
        errorMessage: `must be 1 to ${NAME_MAX_LENGTH} characters`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const ProfileUpdateResponse = Type.Object({ address: Type.Array(SavedAddress), name: Type.String() });

import { Type } from '@sinclair/typebox';
import { ADMIN_SEARCH_MAX_LENGTH, CUSTOMERS_PAGE_SIZE_MAX, NAME_MAX_LENGTH } from '../domain/limits';
import { MESSAGES, PHONE_PATTERN } from '../domain/validation';
import { IsoDateTime, ObjectId, Paginated, Rupees } from './common';
import { Address, SavedAddress } from './users';

/** A customer as the store admin sees them: who, where, and how much they order. */
export const CustomerSummary = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  phoneNumber: Type.String(),
  isAdmin: Type.Boolean(),
  createdAt: IsoDateTime,
  /** Orders that were not cancelled. */
  orderCount: Type.Integer({ minimum: 0 }),
  /** The total of those orders, in rupees. */
  totalSpent: Rupees,
  lastOrderAt: Type.Union([IsoDateTime, Type.Null()]),
  userAddresses: Type.Array(SavedAddress),
});

/** `GET /api/users` (admin): customers (not admins), a page at a time. */
export const CustomersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: CUSTOMERS_PAGE_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${CUSTOMERS_PAGE_SIZE_MAX}`,
      }),
    ),
    /** Part of a phone number or of a name (any case). */
    search: Type.Optional(
      Type.String({
        maxLength: ADMIN_SEARCH_MAX_LENGTH,
        errorMessage: `must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`,
      }),
    ),
    /** `recent`: last order first (default); `top`: most spent first; `new`: newest customers first. */
    sort: Type.Optional(
      Type.Union([Type.Literal('recent'), Type.Literal('top'), Type.Literal('new')], {
        errorMessage: 'must be recent, top or new',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CustomerList = Paginated(CustomerSummary);

/**
 * The newest sign-in SMS sent to a customer's phone: `sent` (the provider took it, no delivery
 * report yet), `delivered` or `failed` (refused by the provider, or its delivery report said so).
 */
export const SignInSms = Type.Object({
  provider: Type.String(),
  status: Type.Union([Type.Literal('sent'), Type.Literal('delivered'), Type.Literal('failed')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  sentAt: IsoDateTime,
  reportedAt: Type.Union([IsoDateTime, Type.Null()]),
});

/** `GET /api/users/:id/sign-in-sms` (admin). */
export const CustomerSignInSms = Type.Object({ lastSend: Type.Union([SignInSms, Type.Null()]) });

/** A phone the store types in for someone (a phone-call customer, a rider). */
export const PhoneNumberInput = Type.String({ pattern: PHONE_PATTERN.source, errorMessage: MESSAGES.invalidPhone });
/** A name the store types in for someone: 1 to NAME_MAX_LENGTH characters, not only spaces. */
export const PersonNameInput = Type.String({
  minLength: 1,
  maxLength: NAME_MAX_LENGTH,
  pattern: '\\S',
  errorMessage: `must be 1 to ${NAME_MAX_LENGTH} characters`,
});

/**
 * `POST /api/users` (admin): a customer who orders by phone call, added by the store. They sign
 * in later with the same phone and find their addresses there. A phone already known is a 409.
 */
export const CustomerCreate = Type.Object(
  {
    phoneNumber: PhoneNumberInput,
    name: PersonNameInput,
    address: Type.Optional(Address),
  },
  { additionalProperties: false },
);

/**
 * `POST /api/users/:id/addresses` (admin): one more delivery address for a customer, as they tell
 * it on the phone. Added after the ones they have; the same rules as their own address form.
 */
export const CustomerAddressAdd = Type.Object({ address: Address }, { additionalProperties: false });

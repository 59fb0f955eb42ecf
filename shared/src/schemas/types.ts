/** Static types of every wire shape, for code that must not pull the schema values in. */
import type { Static } from '@sinclair/typebox';
import type * as catalogue from './catalogue';
import type * as locations from './locations';
import type * as orders from './orders';
import type * as session from './session';
import type * as users from './users';
import type * as common from './common';

export type Category = Static<typeof catalogue.Category>;
export type Product = Static<typeof catalogue.Product>;
export type ProductListQuery = Static<typeof catalogue.ProductListQuery>;
export type ProductList = Static<typeof catalogue.ProductList>;
export type Locality = Static<typeof locations.Locality>;
export type Society = Static<typeof locations.Society>;
export type LocalityInput = Static<typeof locations.LocalityInput>;
export type SocietyCreate = Static<typeof locations.SocietyCreate>;
export type SocietyUpdate = Static<typeof locations.SocietyUpdate>;
export type SessionInit = Static<typeof session.SessionInit>;
export type Address = Static<typeof users.Address>;
export type SavedAddress = Static<typeof users.SavedAddress>;
export type User = Static<typeof users.User>;
export type SignedInUser = Static<typeof users.SignedInUser>;
export type ProfileUpdate = Static<typeof users.ProfileUpdate>;
export type ProfileUpdateResponse = Static<typeof users.ProfileUpdateResponse>;
export type OrderItem = Static<typeof orders.OrderItem>;
export type ShippingAddress = Static<typeof orders.ShippingAddress>;
export type Order = Static<typeof orders.Order>;
export type ErrorResponse = Static<typeof common.ErrorResponse>;

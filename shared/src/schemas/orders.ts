import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../domain/paymentMethods';
import { IsoDateTime, ObjectId, Rupees } from './common';

export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));

export const OrderItem = Type.Object({
  product: ObjectId,
  name: Type.String(),
  image: Type.String(),
  qty: Type.Integer({ minimum: 1 }),
  quantityLabel: Type.String(),
  sellingPrice: Rupees,
});

export const ShippingAddress = Type.Object({
  society: ObjectId,
  societyName: Type.String(),
  wing: Type.String(),
  flatNumber: Type.String(),
  locality: ObjectId,
  areaName: Type.String(),
});

export const Order = Type.Object({
  _id: ObjectId,
  user: Type.Object({ _id: ObjectId, name: Type.String(), phoneNumber: Type.String() }),
  orderItems: Type.Array(OrderItem),
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethodSchema,
  itemsPrice: Rupees,
  smallCartFee: Rupees,
  deliveryFee: Rupees,
  totalPrice: Rupees,
  isPaid: Type.Boolean(),
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  isDelivered: Type.Boolean(),
  deliveredAt: Type.Union([IsoDateTime, Type.Null()]),
  isCancelled: Type.Boolean(),
  createdAt: IsoDateTime,
});

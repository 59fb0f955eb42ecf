import { Type } from '@sinclair/typebox';
import { PRODUCT_PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../domain/limits';
import { ObjectId, Paginated, Rupees } from './common';

export const Category = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  sortOrder: Type.Integer(),
});

export const Product = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  description: Type.String(),
  /** The category's name, as the cart item's `category` field carries it. */
  category: Type.String(),
  categoryId: ObjectId,
  productImages: Type.Array(Type.String()),
  mrp: Rupees,
  sellingPrice: Rupees,
  quantityLabel: Type.String(),
  stock: Type.Integer({ minimum: 0 }),
  inStock: Type.Boolean(),
  isActive: Type.Boolean(),
});

export const ProductListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_SIZE_MAX, errorMessage: `must be a whole number from 1 to ${PRODUCT_PAGE_SIZE_MAX}` }),
    ),
    category: Type.Optional(ObjectId),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, errorMessage: `must be at most ${SEARCH_MAX_LENGTH} characters` })),
  },
  { additionalProperties: false },
);

export const ProductList = Paginated(Product);
export const CategoryList = Type.Array(Category);

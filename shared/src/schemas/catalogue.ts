import { Type } from '@sinclair/typebox';
import { PRODUCT_PAGE_SIZE_MAX, SEARCH_MAX_LENGTH, SHELF_SIZE_MAX } from '../domain/limits';
import { BULK_STOCK_MAX, PRODUCT_LIMITS, PRODUCT_MESSAGES } from '../domain/productRules';
import { IsoDateTime, ObjectId, Paginated, Rupees } from './common';
import { GstRateSchema, HSN_BODY_PATTERN } from './invoices';

export const Category = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  /** Shown on the Hindi store when given (R5). */
  nameHi: Type.Optional(Type.String()),
  slug: Type.String(),
  image: Type.String(),
  sortOrder: Type.Integer(),
  /** Products a customer can see in it (active ones). */
  productCount: Type.Integer({ minimum: 0 }),
});

export const Product = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  /** The name in Hindi, when the store gave one: shown to shoppers who chose Hindi, and matched by search. */
  nameHi: Type.Optional(Type.String()),
  description: Type.String(),
  /** The category's name, as the cart item's `category` field carries it. */
  category: Type.String(),
  /** The category's Hindi name, when the store gave one (R5). */
  categoryHi: Type.Optional(Type.String()),
  categoryId: ObjectId,
  productImages: Type.Array(Type.String()),
  mrp: Rupees,
  sellingPrice: Rupees,
  quantityLabel: Type.String(),
  stock: Type.Integer({ minimum: 0 }),
  inStock: Type.Boolean(),
  isActive: Type.Boolean(),
  /** The HSN code its bill prints (4, 6 or 8 digits), null until the store gives one. */
  hsnCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Its GST rate in percent; the price includes it. */
  gstRate: Type.Optional(GstRateSchema),
});

/** A category by its id or by its slug ('dairy'), so a shop link can name it readably. */
export const CategoryRef = Type.String({
  pattern: '^([0-9a-f]{24}|[a-z0-9]+(-[a-z0-9]+)*)$',
  maxLength: 80,
  errorMessage: 'must be a category id or slug',
});

const IncludeInactive = Type.Optional(Type.Boolean({ errorMessage: 'must be true or false' }));

export const ProductListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PRODUCT_PAGE_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${PRODUCT_PAGE_SIZE_MAX}`,
      }),
    ),
    category: Type.Optional(CategoryRef),
    search: Type.Optional(
      Type.String({ maxLength: SEARCH_MAX_LENGTH, errorMessage: `must be at most ${SEARCH_MAX_LENGTH} characters` }),
    ),
    /** Admins only: list deactivated products too. */
    includeInactive: IncludeInactive,
    /** Admins only: just the products running low (at most LOW_STOCK_AT on hand). */
    lowStock: Type.Optional(Type.Boolean({ errorMessage: 'must be true or false' })),
  },
  { additionalProperties: false },
);

export const ProductDetailQuery = Type.Object({ includeInactive: IncludeInactive }, { additionalProperties: false });

export const ShelvesQuery = Type.Object(
  {
    perCategory: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SHELF_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${SHELF_SIZE_MAX}`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The home page's rows: each category with its first few products. */
export const CategoryShelf = Type.Object({ category: Category, products: Type.Array(Product) });
export const ShelfList = Type.Array(CategoryShelf);

export const ProductList = Paginated(Product);
export const CategoryList = Type.Array(Category);

const Price = Type.Number({ minimum: 0.01, maximum: PRODUCT_LIMITS.priceMax, errorMessage: PRODUCT_MESSAGES.price });
const Stock = Type.Integer({ minimum: 0, maximum: PRODUCT_LIMITS.stockMax, errorMessage: PRODUCT_MESSAGES.stock });
const ImageRef = Type.String({ minLength: 1, maxLength: 300, errorMessage: PRODUCT_MESSAGES.imageUrl });

const productFields = {
  name: Type.String({
    minLength: 1,
    maxLength: PRODUCT_LIMITS.nameMax,
    pattern: '\\S',
    errorMessage: PRODUCT_MESSAGES.name,
  }),
  /** Empty or null removes it. */
  nameHi: Type.Union([Type.String({ maxLength: PRODUCT_LIMITS.nameMax }), Type.Null()], {
    errorMessage: PRODUCT_MESSAGES.nameHi,
  }),
  description: Type.String({ maxLength: PRODUCT_LIMITS.descriptionMax, errorMessage: PRODUCT_MESSAGES.description }),
  categoryId: ObjectId,
  /** Paths (or this API's absolute URLs) of images uploaded with POST /api/upload. */
  productImages: Type.Array(ImageRef, {
    minItems: 1,
    maxItems: PRODUCT_LIMITS.imagesMax,
    errorMessage: PRODUCT_MESSAGES.images,
  }),
  mrp: Price,
  sellingPrice: Price,
  quantityLabel: Type.String({
    minLength: 1,
    maxLength: PRODUCT_LIMITS.quantityLabelMax,
    errorMessage: PRODUCT_MESSAGES.quantityLabel,
  }),
  stock: Stock,
  isActive: Type.Boolean({ errorMessage: 'must be true or false' }),
  /** Empty or null removes it. */
  hsnCode: Type.Union(
    [Type.String({ pattern: HSN_BODY_PATTERN, errorMessage: PRODUCT_MESSAGES.hsnCode }), Type.Null()],
    {
      errorMessage: PRODUCT_MESSAGES.hsnCode,
    },
  ),
  gstRate: GstRateSchema,
};

export const ProductInput = Type.Object(
  {
    ...productFields,
    nameHi: Type.Optional(productFields.nameHi),
    description: Type.Optional(productFields.description),
    isActive: Type.Optional(productFields.isActive),
    hsnCode: Type.Optional(productFields.hsnCode),
    gstRate: Type.Optional(productFields.gstRate),
  },
  { additionalProperties: false },
);
/** Any subset of the fields; what is left out stays as it is. */
export const ProductUpdate = Type.Partial(Type.Object(productFields), {
  additionalProperties: false,
  minProperties: 1,
  errorMessage: 'Change at least one thing.',
});
export const StockUpdate = Type.Object({ stock: Stock }, { additionalProperties: false });

/**
 * `PUT /api/products/stock` (admin): several counts from the shelf, saved at once, all or none.
 * Each stock has the single edit's limits; only the products the admin typed a count for are sent.
 */
export const BulkStockUpdate = Type.Object(
  {
    items: Type.Array(Type.Object({ product: ObjectId, stock: Stock }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: BULK_STOCK_MAX,
      errorMessage: `Count 1 to ${BULK_STOCK_MAX} products at a time`,
    }),
  },
  { additionalProperties: false },
);
export const BulkStockSaved = Type.Object({ items: Type.Array(Product) });

const categoryFields = {
  name: Type.String({
    minLength: 1,
    maxLength: PRODUCT_LIMITS.categoryNameMax,
    pattern: '\\S',
    errorMessage: PRODUCT_MESSAGES.categoryName,
  }),
  /** Empty or null: no Hindi name. */
  nameHi: Type.Union([Type.String({ maxLength: PRODUCT_LIMITS.categoryNameMax }), Type.Null()], {
    errorMessage: PRODUCT_MESSAGES.categoryNameHi,
  }),
  image: ImageRef,
  sortOrder: Type.Integer({
    minimum: 0,
    maximum: PRODUCT_LIMITS.categorySortOrderMax,
    errorMessage: PRODUCT_MESSAGES.sortOrder,
  }),
};
export const CategoryInput = Type.Object(
  {
    ...categoryFields,
    nameHi: Type.Optional(categoryFields.nameHi),
    sortOrder: Type.Optional(categoryFields.sortOrder),
  },
  { additionalProperties: false },
);
export const CategoryUpdate = Type.Partial(Type.Object(categoryFields), {
  additionalProperties: false,
  minProperties: 1,
  errorMessage: 'Change at least one thing.',
});

/** POST /api/upload answers where the image now lives: `url` to show, `path` to store on a product. */
export const UploadedImage = Type.Object({ url: Type.String(), path: Type.String() });

/** An everyday word search understands (`GET /api/search-synonyms`, admin only): `word` means `means`. */
export const SearchSynonym = Type.Object({ word: Type.String(), means: Type.String(), updatedAt: IsoDateTime });
export const SearchSynonymList = Type.Array(SearchSynonym);
/** `PUT /api/search-synonyms/:word`: what the word means (checked by `synonymProblem`; the schema caps the size). */
export const SearchSynonymInput = Type.Object(
  { means: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const SearchSynonymParams = Type.Object({ word: Type.String({ maxLength: 200 }) });

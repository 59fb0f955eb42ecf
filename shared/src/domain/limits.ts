/**
 * The numbers of docs/product-rules.md, in one place for browser and server. The screen's
 * timings are in ui/timing.ts (and the swipe's in ui/swipe.ts), the socket's in realtime/client.ts,
 * the store's cache time in store/api.ts.
 */

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
/** A sent code is good for this long. */
export const OTP_VALID_MINUTES = 5;

/** Most units of one product a cart line (and an order line) may hold. */
export const MAX_QTY_PER_LINE = 5;

export const SMALL_CART_FEE = 20;
/** The small-cart fee applies while the item total is below this many rupees. */
export const SMALL_CART_THRESHOLD = 100;
export const DELIVERY_FEE = 0;

export const DELIVERY_PROMISE_MINUTES = { min: 30, max: 35 } as const;

export const WING_MAX_LENGTH = 1;
export const FLAT_MAX_LENGTH = 4;

/** Bounds of our own: addresses (R29), cart lines (R14), names (R27), search text (R10) and the table of R76. */
export const MAX_ADDRESSES_PER_USER = 10;
export const MAX_CART_LINES = 50;
export const NAME_MAX_LENGTH = 60;
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const SEARCH_MAX_LENGTH = 80;
/** Products per category row on the home page. */
export const SHELF_SIZE_DEFAULT = 12;
export const SHELF_SIZE_MAX = 24;
/** A page of the customer's own orders (`GET /api/orders/mine`). */
export const MY_ORDERS_PAGE_SIZE_DEFAULT = 10;
export const MY_ORDERS_PAGE_SIZE_MAX = 50;
/** Products on the home page's Buy again shelf (`GET /api/orders/buy-again`). */
export const BUY_AGAIN_SIZE_DEFAULT = 12;
export const BUY_AGAIN_SIZE_MAX = 24;

/** The store's clock: "today", report days and the CSV's times are days in India. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
/** The admin's order queue (`GET /api/orders/`). */
export const ADMIN_ORDERS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_ORDERS_PAGE_SIZE_MAX = 100;
/** The admin's customer list (`GET /api/users`). */
export const CUSTOMERS_PAGE_SIZE_DEFAULT = 20;
export const CUSTOMERS_PAGE_SIZE_MAX = 100;
/** Orders on the dashboard: the newest, and the late ones that need attention. */
export const DASHBOARD_LATEST_ORDERS = 10;
export const DASHBOARD_LATE_ORDERS = 20;
/** Longest date range a report or CSV export covers, in days (inclusive). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_TOP_PRODUCTS = 10;
/** Longest search text the admin lists take (order number, phone or name). */
export const ADMIN_SEARCH_MAX_LENGTH = 40;

/**
 * The largest picture the admin may upload, unless the API's UPLOAD_MAX_BYTES says otherwise: told before a
 * file is chosen.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * @kirana/shared/extended: shared's second federation singleton, for the pages after the
 * customer's first one: an order and its live updates and rules (status, delivery promise,
 * actions, payment checks, store days, paying by UPI at the door, its bill, its items and its
 * handoff code, the swipe that confirms a change to it, the delivery team's rules), its printed
 * bill (the receipt and its print, a lazy chunk of their own with their own strings, and the PDF's
 * download) and GST's rates, the product
 * editor's rules, the signed-in person's own name, the delivery area, dialogs' focus, the small
 * picture beside a name in a list, a route's page with its tab title. Kept out of @kirana/shared
 * so the home page never downloads it (the catalogue and the shell never import it).
 *
 * Its modules reach the store, the api and the runtime config only through '@kirana/shared' (the
 * singleton), never by a relative path: a relative import would be a second copy of the store
 * whenever this entry comes from a different build than the core. Pure domain rules and types
 * may be imported by path. tools/boundaries.test.ts holds both rules.
 */
export * from '../realtime';
export * from '../store/ordersApi';
export * from '../store/ownProfileApi';
export * from '../store/locationsApi';
export * from '../domain/orderStatus';
export * from '../domain/deliveryPromise';
export * from '../domain/orderActions';
export * from '../domain/paymentStatusChecks';
export * from '../domain/calendarDay';
export * from '../domain/deliveryTeam';
export * from '../domain/orderStages';
export * from '../domain/productRules';
export * from '../domain/catalogueFile';
export * from '../ui/useDialogFocus';
export * from '../ui/useNow';
export * from '../domain/upi';
export * from '../config/storeUpi';
export * from '../ui/UpiPayCard';
export * from '../ui/SwipeToConfirm';
export * from '../ui/swipe';
export * from '../domain/orderBill';
export * from '../domain/ledger';
export * from '../ui/OrderBill';
export * from '../ui/OrderItemsList';
export * from '../ui/HandoffCode';
export * from '../ui/directionsLink';
export * from '../ui/Thumbnail';
export * from '../ui/titled';
export * from '../ui/PageTitle';
export * from '../domain/khata';
export * from '../domain/reorder';
export * from '../domain/searchWords';
export * from '../domain/gst';
export * from '../domain/billDocuments';
export * from '../ui/bill/downloadBillPdf';
export * from '../ui/bill/useBillPdfDownload';
export * from '../ui/bill/lazyBill';

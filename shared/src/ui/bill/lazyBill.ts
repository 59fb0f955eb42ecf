import { preloadableLazy } from '@kirana/shared';

/**
 * The bill as an 80 mm receipt (`BillReceipt`), and the print of it (`BillPrint`): their code, their
 * stylesheet and their strings are a chunk of their own, fetched the first time a page draws or
 * preloads one (a Print bill button preloads it while the bill is read).
 */
export const billReceipt = preloadableLazy(() => import('./BillReceipt').then((module) => module.BillReceipt));
export const billPrint = preloadableLazy(() => import('./BillPrint').then((module) => module.BillPrint));
export const BillReceipt = billReceipt.Component;
export const BillPrint = billPrint.Component;

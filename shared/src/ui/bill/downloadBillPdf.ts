import { apiUrl, CLIENT_HEADER, errorMessage, type Locale } from '@kirana/shared';
import type { BillDocumentChoice } from '../../store/ordersApi';

export interface BillPdfOptions {
  /** The signed-in person's token (`selectToken`): a plain link could not carry it. */
  token: string | undefined;
  /** The credit note of a cancelled invoiced order instead of the bill. */
  document?: BillDocumentChoice;
  /** The file's name when the server names none. */
  fallbackName?: string;
}

/** `GET /api/orders/:id/bill.pdf?lang=en|hi`, with `&document=creditNote` for the credit note. */
export function billPdfPath(orderId: string, locale: Locale, document: BillDocumentChoice = 'bill'): string {
  const query = new URLSearchParams({ lang: locale });
  if (document === 'creditNote') query.set('document', 'creditNote');
  return `/api/orders/${encodeURIComponent(orderId)}/bill.pdf?${query.toString()}`;
}

/** The file name the server gave (`Content-Disposition: attachment; filename="…"`), if any. */
function attachmentName(disposition: string | null): string | null {
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return name ? decodeURIComponent(name.trim()) : null;
}

/** The server's refusal in the language shown (a 404 or 409 says why), else what went wrong in words. */
async function refusal(response: Response): Promise<string> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  return errorMessage({ status: response.status, data });
}

/**
 * Saves an order's bill (or its credit note) as the A4 PDF the server makes, in `locale`. The file
 * is fetched with the headers RTK Query sends (the bearer token, the client header), then saved
 * through an object URL and a clicked download link, under the name the server gave, and the URL
 * let go. Resolves to the file's name; throws an Error whose message the person can act on (the
 * server's own sentence when it refused).
 */
export async function downloadBillPdf(orderId: string, locale: Locale, options: BillPdfOptions): Promise<string> {
  const { token, document: which = 'bill' } = options;
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, Accept: 'application/pdf' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(
      new Request(apiUrl(billPdfPath(orderId, locale, which)), { headers, credentials: 'include' }),
    );
  } catch {
    throw new Error(errorMessage({ status: 'FETCH_ERROR' }));
  }
  if (!response.ok) throw new Error(await refusal(response));
  // Anything but a PDF (a proxy's error page) is not saved as one.
  if (!/pdf/i.test(response.headers.get('Content-Type') ?? '')) throw new Error(errorMessage({}));

  const name =
    attachmentName(response.headers.get('Content-Disposition')) ??
    options.fallbackName ??
    `${which === 'creditNote' ? 'credit-note' : 'bill'}-${orderId}.pdf`;
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; let it go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

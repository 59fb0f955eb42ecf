import { apiUrl, CLIENT_HEADER } from '@kirana/shared';
import { errorMessage } from './shopkeeperMessage';

/** The file name the server gave (`Content-Disposition: attachment; filename="…"`), if any. */
export function attachmentName(disposition: string | null): string | null {
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return name ? decodeURIComponent(name.trim()) : null;
}

async function refusal(response: Response): Promise<string> {
  try {
    return errorMessage(
      { status: response.status, data: (await response.json()) as unknown },
      `The store answered ${response.status}. Please try again.`,
    );
  } catch {
    return `The store answered ${response.status}. Please try again.`;
  }
}

/**
 * Downloads a CSV the API makes (`path` with its query, e.g. `/api/reports/orders.csv?from&to`).
 * A plain link cannot carry the admin's bearer token, so the file is fetched with the same headers
 * RTK Query sends, then saved through an object URL and a clicked download link, under the name the
 * server gave (else `fallbackName`). Throws an Error with a message the admin can act on.
 */
export async function downloadCsv(path: string, fallbackName: string, token: string | undefined): Promise<string> {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(new Request(apiUrl(path), { headers, credentials: 'include' }));
  } catch {
    throw new Error(errorMessage({ status: 'FETCH_ERROR' }));
  }
  if (!response.ok) throw new Error(await refusal(response));

  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; let it go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

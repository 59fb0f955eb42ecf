/** The one outbound call shape, so tests can route a payment provider's traffic to its simulator in-process. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type HttpTransport = (request: HttpRequest) => Promise<{ status: number; body: unknown }>;

const TIMEOUT_MS = 10_000;

export const fetchTransport: HttpTransport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
};

type Json = Record<string, unknown>;
export const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const paise = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

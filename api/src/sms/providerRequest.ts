import { SmsSendError } from './provider';

/** A provider that has not answered by then counts as failed; the customer can ask again. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  ok: boolean;
  /** The answer's text, cut to what a log line can hold. */
  text: string;
  /** The answer parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

/**
 * One POST to an SMS provider. A timeout or a network error is an `SmsSendError` naming the
 * provider; any answer (even 4xx/5xx) is returned for the adapter to read in its provider's terms.
 */
export async function postToProvider(
  label: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs = SMS_HTTP_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
    throw new SmsSendError(`${label} unreachable: ${reason}`, { cause: error });
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the text alone explains it
  }
  return { status: response.status, ok: response.ok, text: text.slice(0, 200), json };
}

/** `field` of a JSON object answer, as a string ('' when absent). */
export function answerField(answer: ProviderAnswer, field: string): string {
  const value =
    answer.json && typeof answer.json === 'object' ? (answer.json as Record<string, unknown>)[field] : undefined;
  if (Array.isArray(value)) return value.map(String).join(' ');
  return value === undefined || value === null ? '' : String(value);
}

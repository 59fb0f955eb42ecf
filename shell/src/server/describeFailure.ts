/**
 * One line for the server's log saying why a page could not be drawn on the server: an Error's
 * message, an API answer's status and message (what RTK Query's `unwrap()` throws is a plain object),
 * or the value itself, shortened. Never "[object Object]".
 */
export function describeFailure(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'object' && failure !== null) {
    const { status, data, message, error } = failure as Record<string, unknown>;
    const said = [message, error, (data as { message?: unknown } | null | undefined)?.message].find(
      (text): text is string => typeof text === 'string' && text.length > 0,
    );
    if (status !== undefined) return `the API answered ${String(status)}${said ? `: ${said}` : ''}`;
    if (said) return said;
    return shorten(safeJson(failure));
  }
  return shorten(String(failure));
}

function safeJson(value: object): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return `an object with ${Object.keys(value).join(', ') || 'no fields'}`;
  }
}

const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

import { readFile } from 'node:fs/promises';

/** A JSON document the storefront server reads at run time (config.json, remotes.json). */
export type RuntimeDocument = () => Promise<unknown>;

/** How long a document read from a URL is kept: a switch there is served within this. */
export const URL_DOCUMENT_TTL_MS = 1_000;
const URL_WAIT_MS = 2_000;

/** A file read on every request. */
export function fileDocument(file: string): RuntimeDocument {
  return async () => JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/**
 * A document on another host (the shell's static host, which writes config.json and remotes.json
 * from its environment), read again at most once every `ttlMs`. When the host cannot answer, the
 * last copy read keeps being used, so a static host restarting does not turn pages off.
 */
export function urlDocument(url: string, ttlMs = URL_DOCUMENT_TTL_MS): RuntimeDocument {
  let last: { at: number; value: unknown } | undefined;
  let reading: Promise<unknown> | undefined;
  const read = async () => {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(URL_WAIT_MS),
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const value = (await response.json()) as unknown;
    last = { at: Date.now(), value };
    return value;
  };
  return () => {
    if (last && Date.now() - last.at < ttlMs) return Promise.resolve(last.value);
    reading ??= read()
      .catch((error: unknown) => {
        if (last) return last.value;
        throw error;
      })
      .finally(() => (reading = undefined));
    return reading;
  };
}

/** A document from a path or an http(s) URL. */
export function runtimeDocument(source: string): RuntimeDocument {
  return /^https?:\/\//.test(source) ? urlDocument(source) : fileDocument(source);
}

import { PhonePeError } from './errors';
import { isJson, text, type HttpTransport } from '../transport';

export const TOKEN_PATH = '/v1/oauth/token';

/** Start fetching a new token this long before the cached one's `expires_at`, while it still serves. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** Closer than this to `expires_at`, a call waits for the new token rather than use the old one at its edge. */
export const USABLE_UNTIL_MS = 30_000;

export interface TokenCredentials {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
}

interface Token {
  accessToken: string;
  /** When PhonePe says it stops working (its `expires_at`, epoch seconds), in ms. */
  expiresAtMs: number;
}

/**
 * PhonePe's OAuth token (client credentials), fetched once and kept until shortly before its
 * `expires_at`. In the last minutes of its life the cached token still serves while one refresh
 * runs in the background, so a payment never waits for a token it could do without; only with no
 * token, or one at its very edge, does a call wait. However many payments start at once, at most
 * one token request is in flight and the rest share it. A refused token is not cached, so the next
 * call asks again.
 */
export class TokenSource {
  private token: Token | null = null;
  private inFlight: Promise<Token> | null = null;

  constructor(
    private readonly credentials: TokenCredentials,
    private readonly http: HttpTransport,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    const token = this.token;
    const now = this.now();
    if (token && now < token.expiresAtMs - REFRESH_BEFORE_MS) return token.accessToken;
    if (token && now < token.expiresAtMs - USABLE_UNTIL_MS) {
      // Refreshed ahead of expiry; a failed background refresh is tried again by the next call.
      this.refresh().catch(() => undefined);
      return token.accessToken;
    }
    return (await this.refresh()).accessToken;
  }

  /** PhonePe refused the token (401): forget it so the next call fetches a new one. */
  forget(accessToken: string): void {
    if (this.token?.accessToken === accessToken) this.token = null;
  }

  private refresh(): Promise<Token> {
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchToken(): Promise<Token> {
    const { authUrl, clientId, clientSecret, clientVersion } = this.credentials;
    const response = await this.http({
      method: 'POST',
      url: authUrl + TOKEN_PATH,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_version: String(clientVersion),
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const body = isJson(response.body) ? response.body : {};
    const accessToken = text(body.access_token);
    const expiresAt = typeof body.expires_at === 'number' ? body.expires_at : null;
    if (response.status !== 200 || !accessToken || expiresAt === null) {
      throw new PhonePeError(
        `PhonePe refused the token request (HTTP ${response.status}, ${text(body.code) ?? text(body.message) ?? 'no code'})`,
      );
    }
    const token = { accessToken, expiresAtMs: expiresAt * 1000 };
    this.token = token;
    return token;
  }
}

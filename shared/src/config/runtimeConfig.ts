import type { RuntimeConfig } from '../contracts/runtimeConfig';

export type { RuntimeConfig };

const DEFAULT_CONFIG: RuntimeConfig = { apiHost: 'http://localhost:4000' };

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  const apiHost = (next.apiHost ?? current.apiHost).replace(/\/+$/, '');
  current = { ...current, ...next, apiHost };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function apiUrl(path: string): string {
  return `${current.apiHost}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Reads and validates `/config.json`; falls back to the defaults on any problem. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) {
      const body: unknown = await response.json();
      if (body && typeof body === 'object' && typeof (body as RuntimeConfig).apiHost === 'string') {
        setRuntimeConfig(body as RuntimeConfig);
      }
    }
  } catch {
    // Offline or missing: the defaults point at the local API, which is right for development.
  }
  return current;
}

import { useEffect, useState } from 'react';
import type { RemoteName } from '@kirana/shared';
import { manifestUrlOf } from './registry';

const releases = new Map<string, Promise<string | null>>();

/**
 * The release a remote was built as (its mf-manifest.json `buildVersion`, set with
 * MF_BUILD_VERSION when it is published), so support — and the deploy test — can see which
 * version of each remote a page is running. The manifest was just fetched by the federation
 * runtime, so this is a cache revalidation, not a download.
 */
export function useRemoteRelease(remote: RemoteName): string | null {
  const url = manifestUrlOf(remote);
  const [release, setRelease] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let reading = releases.get(url);
    if (!reading) {
      reading = fetch(url)
        .then((r) => (r.ok ? (r.json() as Promise<{ metaData?: { buildInfo?: { buildVersion?: string } } }>) : null))
        .then((m) => m?.metaData?.buildInfo?.buildVersion ?? null)
        .catch(() => null);
      releases.set(url, reading);
    }
    void reading.then((value) => live && setRelease(value));
    return () => {
      live = false;
    };
  }, [url]);
  return release;
}

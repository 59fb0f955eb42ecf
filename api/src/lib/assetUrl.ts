/** Images are stored as paths ('/images/seed/tomato.svg', '/uploads/ab12.png') and sent as absolute URLs. */
export function assetUrl(publicUrl: string, stored: string): string {
  if (/^https?:\/\//.test(stored)) return stored;
  return `${publicUrl}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

/** The stored form of an image URL this API serves; foreign URLs are refused by the caller. */
export function storedAssetPath(publicUrl: string, url: string): string | null {
  if (url.startsWith('/images/') || url.startsWith('/uploads/')) return url;
  if (url.startsWith(`${publicUrl}/images/`) || url.startsWith(`${publicUrl}/uploads/`))
    return url.slice(publicUrl.length);
  return null;
}

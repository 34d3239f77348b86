/** The site's public origin: PUBLIC_URL when configured, otherwise the origin the request came to. */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(request.url).origin
}

/**
 * Whether a browser's Origin header names exactly this site: scheme, host and port, so an https page
 * cannot act on the http site (or another port) with its cookie.
 */
export function isSameOrigin(originHeader: string | null | undefined, siteOrigin: string): boolean {
  if (!originHeader) return false
  try {
    return new URL(originHeader).origin === new URL(siteOrigin).origin
  } catch {
    return false
  }
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString()
}

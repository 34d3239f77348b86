/** The site's public origin: PUBLIC_URL when configured, otherwise the origin the request came to. */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(request.url).origin
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString()
}

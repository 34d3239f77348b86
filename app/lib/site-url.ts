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

/**
 * Whether a host is one only this machine or its network reaches: localhost, a loopback, private or
 * link-local address, or a name with no dot or under .local/.internal. Code meant for other sites
 * (an embed's iframe) must never name one.
 */
export function isInternalHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost') || /\.(local|internal|lan|home\.arpa)$/.test(host))
    return true
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host)
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (host.includes(':')) return host === '::1' || host === '::' || /^(fc|fd|fe8|fe9|fea|feb)/.test(host)
  return !host.includes('.')
}

/**
 * The origin other sites may be given (embed code): PUBLIC_URL when configured, which the owner chose;
 * otherwise the request's origin unless its host is internal (see isInternalHost), else null.
 */
export function publicOrigin(origin: string, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl
  return isInternalHost(new URL(origin).hostname) ? null : origin
}

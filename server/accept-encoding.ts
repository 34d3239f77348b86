/** Whether an Accept-Encoding header accepts `coding` (by name or `*`), q=0 meaning "not this one". */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (name !== coding && name !== '*') continue
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const accepted = quality === undefined || Number(quality.slice(2)) > 0
    if (name === coding) return accepted
    wildcard = accepted
  }
  return wildcard
}

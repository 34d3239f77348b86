/** A tel: link target keeps only the leading plus and the digits of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

/** The website without its scheme, as printed on a card. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

import type { QrCodeInput } from '~/schemas/qr.ts'

function escapeVCard(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[,;]/g, (match) => `\\${match}`)
}

/**
 * A vCard 3.0, so a phone camera offers to add the contact. Shared by the QR code (server) and the
 * business card's Save contact download (browser), so both carry the same card.
 */
export function buildVCard({ contact, url }: QrCodeInput): string {
  const [given, ...rest] = contact.name.split(/\s+/)
  const family = rest.join(' ')
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCard(family)};${escapeVCard(given ?? '')};;;`,
    `FN:${escapeVCard(contact.name)}`,
  ]
  if (contact.title) lines.push(`TITLE:${escapeVCard(contact.title)}`)
  if (contact.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCard(contact.email)}`)
  if (contact.phone) lines.push(`TEL;TYPE=WORK,VOICE:${escapeVCard(contact.phone)}`)
  const website = contact.website ?? url
  if (website) lines.push(`URL:${escapeVCard(website)}`)
  if (contact.location) lines.push(`ADR;TYPE=WORK:;;;${escapeVCard(contact.location)};;;`)
  lines.push('END:VCARD')
  return lines.join('\r\n')
}

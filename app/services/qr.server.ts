import { buildVCard } from '~/lib/vcard.ts'
import type { QrCodeInput } from '~/schemas/qr.ts'
import { ValidationError } from './errors.ts'

/** The most bytes a QR code can carry (version 40, low error correction, byte mode). */
export const qrCapacityBytes = 2953
const mediumCorrectionCapacityBytes = 2331

export async function renderContactQrPng(input: QrCodeInput): Promise<Buffer> {
  const vcard = buildVCard(input)
  const bytes = Buffer.byteLength(vcard, 'utf8')
  if (bytes > qrCapacityBytes) {
    throw new ValidationError(
      `The contact details are too long for a QR code (over ${qrCapacityBytes} bytes)`,
    )
  }
  // Loaded on first use: the QR encoder is needed only when someone opens the business card.
  const { default: QRCode } = await import('qrcode')
  return QRCode.toBuffer(vcard, {
    type: 'png',
    errorCorrectionLevel: bytes > mediumCorrectionCapacityBytes ? 'L' : 'M',
    margin: 2,
    width: 512,
  })
}

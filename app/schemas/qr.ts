import { z } from 'zod'
import { optionalText } from './fields.ts'

export const qrCodeInputSchema = z.strictObject({
  url: optionalText(500),
  contact: z.strictObject({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    title: optionalText(120),
    email: optionalText(254),
    phone: optionalText(40),
    website: optionalText(500),
    location: optionalText(200),
  }),
})
export type QrCodeInput = z.output<typeof qrCodeInputSchema>

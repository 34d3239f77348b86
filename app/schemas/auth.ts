import { z } from 'zod'
import { hasNoNulCharacter, nulCharacterMessage } from './fields.ts'

/** Longer than any passphrase; beyond it a request is refused before anything is hashed. */
export const maximumPasswordBytes = 1024
export const passwordTooLongMessage = 'Password is too long'
const utf8 = new TextEncoder()

/** A password field: required, at most `maximumPasswordBytes` bytes of UTF-8. */
export function passwordField(requiredMessage: string, minimumLength = 1, minimumMessage = requiredMessage) {
  return z
    .string({ error: requiredMessage })
    .min(minimumLength, minimumMessage)
    .refine((value) => utf8.encode(value).length <= maximumPasswordBytes, passwordTooLongMessage)
}

export const loginInputSchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username is too long')
    .refine(hasNoNulCharacter, nulCharacterMessage),
  password: passwordField('Password is required'),
  /** The authenticator's 6-digit code or a recovery code, when two-factor sign-in is on. */
  totp: z
    .string({ error: 'The two-factor code must be text' })
    .trim()
    .max(64, 'The two-factor code is too long')
    .optional()
    .transform((value) => (value ? value : undefined)),
})
export type LoginInput = z.output<typeof loginInputSchema>

export const twoFactorCodeSchema = z.strictObject({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(64, 'The code is too long'),
})

import { z } from 'zod'
import { hasNoNulCharacter, nulCharacterMessage } from './fields.ts'

export const loginInputSchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username is too long')
    .refine(hasNoNulCharacter, nulCharacterMessage),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
})
export type LoginInput = z.output<typeof loginInputSchema>

import { type LeadSource, leadSourceSchema } from '~/schemas/leads.ts'

/** Reads the hidden `source` field of a form post; anything malformed counts as no source. */
export function leadSourceFromForm(formData: FormData): LeadSource {
  const raw = formData.get('source')
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 3000) return undefined
  try {
    const parsed = leadSourceSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

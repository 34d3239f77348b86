/** Lists are stored as JSON text; a damaged value reads as an empty list rather than failing a page. */
export function parseStringList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** A list of records stored as JSON text; a damaged value reads as an empty list. */
export function parseRecordList(value: string): Record<string, unknown>[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')
      : []
  } catch {
    return []
  }
}

/** JSON text as what it says, or the text itself when it is not JSON (for a schema to refuse). */
export function parseJsonOrKeep(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** A record stored as JSON text (an item's translations); a damaged value reads as an empty record. */
export function parseRecord(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

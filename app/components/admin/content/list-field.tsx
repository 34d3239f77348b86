import type { ReactNode } from 'react'
import { Plus } from '~/components/admin/icons.tsx'
import { splitCommaList } from '~/lib/text.ts'
import { TextField } from './form-fields.tsx'

/** Adds an entry to a comma-separated list unless it is already there (compared without case). */
export function addToCommaList(value: string, entry: string): string {
  const entries = splitCommaList(value)
  if (entries.some((existing) => existing.toLowerCase() === entry.toLowerCase())) return entries.join(', ')
  return [...entries, entry].join(', ')
}

/**
 * A comma-separated list (tags, technologies) typed as text, with suggestions that can be added by
 * a click. Spec §5: entries are trimmed and empty ones dropped.
 */
export function ListField({
  id,
  name,
  label,
  value,
  onChange,
  suggestions,
  suggestionNoun,
  required = false,
  placeholder,
  error,
}: {
  id: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  suggestions: readonly string[]
  suggestionNoun: string
  required?: boolean
  placeholder?: string
  error?: string
}) {
  const chosen = new Set(splitCommaList(value).map((entry) => entry.toLowerCase()))
  const open = suggestions.filter((suggestion) => !chosen.has(suggestion.toLowerCase()))
  return (
    <div>
      <TextField
        id={id}
        name={name}
        label={label}
        required={required}
        hint="Separate entries with commas."
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autoComplete="off"
      />
      {open.length > 0 ? (
        <div className="mt-2">
          <p id={`${id}-suggestions`} className="text-xs text-muted-foreground">
            Suggestions
          </p>
          <ul aria-labelledby={`${id}-suggestions`} className="mt-1 flex flex-wrap gap-1.5">
            {open.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onChange(addToCommaList(value, suggestion))}
                  aria-label={`Add ${suggestionNoun} ${suggestion}`}
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2.5 py-1 text-xs font-medium text-foreground hover:bg-muted"
                >
                  <Plus className="h-3 w-3" aria-hidden="true" />
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

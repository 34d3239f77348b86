import type { ReactNode } from 'react'
import { Plus, Trash2 } from '~/components/admin/icons.tsx'
import { FieldError } from '~/components/contact/form-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ArrowDown } from '~/components/ui/icons.tsx'
import type { EntriesFieldDeclaration } from '~/content-types/fields.ts'
import { cn } from '~/lib/cn.ts'
import { parseRecordList } from '~/lib/json.ts'
import { TextField } from './form-fields.tsx'

/**
 * A nested list edited as rows (a case study's metrics, a tier's features): each row has the entry's
 * fields; rows can be added, removed and moved down. The rows travel as JSON text in one form field.
 * A translation (`english` given) can start as a copy of the English rows, to be translated in place.
 */
export function EntriesField({
  id,
  name,
  label,
  field,
  value,
  onChange,
  error,
  english,
}: {
  id: string
  name: string
  label: ReactNode
  english?: string
  field: EntriesFieldDeclaration
  value: string
  onChange: (json: string) => void
  error?: string
}) {
  const rows = parseRecordList(value)
  // Rows have no identity of their own: their place is what the owner edits.
  const placeOf = (index: number) => `entry-${index}`
  const entryFields = Object.entries(field.entry)
  const save = (next: Record<string, unknown>[]) => onChange(JSON.stringify(next))
  const blank = () => Object.fromEntries(entryFields.map(([entryName]) => [entryName, '']))

  return (
    <fieldset
      aria-describedby={
        [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="text-sm font-medium text-foreground">{label}</legend>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      ) : null}
      <input type="hidden" name={name} value={value} />
      <ol className="mt-2 grid gap-3">
        {rows.map((row, index) => (
          <li
            key={placeOf(index)}
            className={cn(
              'grid gap-3 rounded-md border border-border p-3',
              // A one-field entry (a highlight, a point) takes the row's whole width beside its buttons.
              entryFields.length === 1 ? 'sm:grid-cols-[1fr_auto]' : 'sm:grid-cols-[1fr_1fr_auto]',
            )}
          >
            {entryFields.map(([entryName, entryField]) => (
              <TextField
                key={entryName}
                id={`${id}-${index}-${entryName}`}
                name={`${name}.${index}.${entryName}`}
                label={`${entryField.label} ${index + 1}`}
                required={entryField.required}
                value={String(row[entryName] ?? '')}
                onChange={(event) => {
                  const text = event.currentTarget.value
                  save(
                    rows.map((current, at) => (at === index ? { ...current, [entryName]: text } : current)),
                  )
                }}
              />
            ))}
            <div className="flex items-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={index === rows.length - 1}
                onClick={() =>
                  save([...rows.slice(0, index), rows[index + 1]!, row, ...rows.slice(index + 2)])
                }
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Move entry {index + 1} down</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => save(rows.filter((_, at) => at !== index))}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Remove entry {index + 1}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => save([...rows, blank()])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {field.addLabel}
        </Button>
        {english !== undefined && rows.length === 0 && parseRecordList(english).length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => onChange(english)}>
            Copy the English to translate
          </Button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}

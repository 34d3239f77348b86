import { slugify } from '~/lib/text.ts'
import { assetKeyOf, type ContentType } from './definition.ts'

/**
 * An editor's fields travel as text (flags as "1" or "0", lists comma-separated, nested entries as
 * JSON). The same reader builds the schema input in the browser (to show errors before sending) and
 * in the route's action (to save).
 */
export type FieldSource = { get(name: string): FormDataEntryValue | null }
export type FormPayload = Record<string, string>
/** What an editor holds while the owner types: text, or a yes/no. */
export type EditorValues = Record<string, string | boolean>

export const payloadSource = (payload: FormPayload): FieldSource => new URLSearchParams(payload)

function textOf(source: FieldSource, name: string): string {
  const value = source.get(name)
  return typeof value === 'string' ? value : ''
}

/** The values a new item (`null`) or an existing one opens the editor with. */
export function editorValues(type: ContentType, item: object | null): EditorValues {
  const stored = item as Record<string, unknown> | null
  return Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => {
      const value = stored ? stored[name] : field.initial
      switch (field.control) {
        case 'flag':
          return [name, value === 1]
        case 'tags':
          return [name, Array.isArray(value) ? value.join(', ') : '']
        case 'entries':
          return [name, JSON.stringify(Array.isArray(value) ? value : [])]
        default:
          return [name, value === undefined || value === null ? '' : String(value)]
      }
    }),
  )
}

export function editorPayload(values: EditorValues): FormPayload {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? (value ? '1' : '0') : value,
    ]),
  )
}

/** The schema's input from what an editor sent. */
export function editorInput(type: ContentType, source: FieldSource): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [
      name,
      field.control === 'flag' ? (textOf(source, name) === '1' ? 1 : 0) : textOf(source, name),
    ]),
  )
}

/** An editor control's id: `post-title`, `project-case-study-url`; an image field is named for its image. */
export function controlId(type: ContentType, name: string): string {
  const base = type.fields[name]?.control === 'image' ? assetKeyOf(name) : name
  return `${type.admin.idPrefix}-${base.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/** Spec §5: a blank slug is made from the title; the hint shows the one that would be used. */
export function slugHint(slug: string, title: string): string {
  if (slug.trim()) return 'Lowercase letters, digits and hyphens.'
  const generated = slugify(title)
  return generated ? `Leave blank to use “${generated}”.` : 'Leave blank to make one from the title.'
}

import type { FieldErrors } from '~/lib/form-submission.ts'
import { slugify } from '~/lib/text.ts'
import { assetKeyOf, type ContentType } from './definition.ts'
import type { FieldDeclaration } from './fields.ts'
import {
  controlKeyOf,
  type Translations,
  translationKey,
  translationLanguages,
  translationsFromControls,
} from './translations.ts'

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

function editorValueOf(field: FieldDeclaration, value: unknown): string | boolean {
  switch (field.control) {
    case 'flag':
      return value === 1
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : ''
    case 'entries':
      return JSON.stringify(Array.isArray(value) ? value : [])
    default:
      return value === undefined || value === null ? '' : String(value)
  }
}

/** The values a new item (`null`) or an existing one opens the editor with, translations included. */
export function editorValues(type: ContentType, item: object | null): EditorValues {
  const stored = item as Record<string, unknown> | null
  const translations = (stored?.translations ?? {}) as Translations
  const values: EditorValues = {}
  for (const [name, field] of Object.entries(type.fields)) {
    values[name] = editorValueOf(field, stored ? stored[name] : field.initial)
    if (!field.translatable) continue
    for (const language of translationLanguages) {
      const translated = translations[language]?.[name]
      values[translationKey(name, language)] =
        translated === undefined && field.control === 'entries' ? '' : editorValueOf(field, translated)
    }
  }
  return values
}

export function editorPayload(values: EditorValues): FormPayload {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? (value ? '1' : '0') : value,
    ]),
  )
}

/** The schema's input from what an editor sent; its translations are every `name@language` it sent. */
export function editorInput(type: ContentType, source: FieldSource): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [
      name,
      field.control === 'flag' ? (textOf(source, name) === '1' ? 1 : 0) : textOf(source, name),
    ]),
  )
  if (type.translatableFields.length === 0) return input
  input.translations = translationsFromControls(type.translatableFields, (control) => textOf(source, control))
  return input
}

/** The first problem of each control, from the schema's issues (the browser's check or the server's). */
export function editorErrors(issues: ReadonlyArray<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[controlKeyOf(issue.path)] ??= issue.message
  return errors
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

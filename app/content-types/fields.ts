import { z } from 'zod'
import { parseJsonOrKeep } from '~/lib/json.ts'
import { flag, optionalLink, optionalSlug, requiredLink, requiredText, stringList } from '~/schemas/fields.ts'

/**
 * How a field is stored (`text`, a `flag` as 1/0, a `number`, or `json` text for lists), edited (its
 * control and the control's words) and checked (its zod schema). A field is `translatable` when its
 * words are the owner's prose, which is what a translation of the item would replace.
 */
type FieldBase<Schema extends z.ZodType> = {
  label: string
  schema: Schema
  /** What the editor starts a new item with. */
  initial?: z.input<Schema>
  /** What the API's create fills in when the field is left out; without it the field must be sent. */
  fallback?: z.input<Schema>
  required?: boolean
  hint?: string
  placeholder?: string
  translatable?: boolean
  /**
   * Translatable fields that are translated as one (a figure's prefix and suffix): once any of them has
   * a translation, a blank one among the others means "none" in that language, not "as in English".
   */
  translationGroup?: string
  /** Its column holds whole numbers (a rating); flags always do, everything else is text. */
  wholeNumber?: boolean
}

export type TextFieldDeclaration = FieldBase<z.ZodType<string>> & { control: 'text'; autoComplete?: 'off' }
export type LongTextFieldDeclaration = FieldBase<z.ZodType<string>> & {
  control: 'long-text' | 'markdown'
  rows: number
}
export type LinkFieldDeclaration = FieldBase<z.ZodType<string | null> | z.ZodType<string>> & {
  control: 'link' | 'image'
  /** What the image's preview is, for screen readers. */
  previewAlt?: string
}
export type SlugFieldDeclaration = FieldBase<z.ZodType<string>> & { control: 'slug'; from: string }
export type ChoiceFieldDeclaration = FieldBase<z.ZodType<string | number>> & {
  control: 'choice'
  options: ReadonlyArray<{ value: string; label: string }>
}
export type FlagFieldDeclaration = FieldBase<z.ZodType<0 | 1>> & { control: 'flag' }
/** A whole number within bounds (a price in dollars, a percentage), stored as an integer. */
export type NumberFieldDeclaration = FieldBase<z.ZodType<number>> & {
  control: 'number'
  min: number
  max: number
}
export type TagsFieldDeclaration = FieldBase<z.ZodType<string[]>> & {
  control: 'tags'
  suggestions: readonly string[]
  suggestionNoun: string
}
/**
 * A nested list of records (a case study's metrics, a tier's features): each entry has the same small
 * fields, edited as repeated rows and stored as JSON with the item.
 */
export type EntriesFieldDeclaration = FieldBase<z.ZodType<Record<string, unknown>[]>> & {
  control: 'entries'
  entry: Record<string, TextFieldDeclaration | LongTextFieldDeclaration>
  addLabel: string
}

export type FieldDeclaration =
  | TextFieldDeclaration
  | LongTextFieldDeclaration
  | LinkFieldDeclaration
  | SlugFieldDeclaration
  | ChoiceFieldDeclaration
  | FlagFieldDeclaration
  | NumberFieldDeclaration
  | TagsFieldDeclaration
  | EntriesFieldDeclaration

/** Stored as JSON text in its column; read back as the list it was. */
export const isJsonField = (field: FieldDeclaration) =>
  field.control === 'tags' || field.control === 'entries'

export function text(
  label: string,
  maxLength: number,
  options: Omit<TextFieldDeclaration, 'label' | 'schema' | 'control'> & { requiredMessage?: string } = {},
) {
  const { requiredMessage = `${label} is required`, ...rest } = options
  return {
    control: 'text',
    label,
    required: true,
    schema: requiredText(maxLength, requiredMessage),
    ...rest,
  } satisfies TextFieldDeclaration
}

export function longText(
  label: string,
  maxLength: number,
  options: Omit<LongTextFieldDeclaration, 'label' | 'schema'> & { requiredMessage?: string },
) {
  const { requiredMessage = `${label} is required`, ...rest } = options
  return {
    label,
    required: true,
    schema: requiredText(maxLength, requiredMessage),
    ...rest,
  } satisfies LongTextFieldDeclaration
}

export function link(
  label: string,
  options: Omit<LinkFieldDeclaration, 'label' | 'schema' | 'control'> = {},
) {
  return { control: 'link', label, schema: optionalLink(), ...options } satisfies LinkFieldDeclaration
}

export function image(label: string, previewAlt: string) {
  return { control: 'image', label, previewAlt, schema: optionalLink() } satisfies LinkFieldDeclaration
}

/** An image every item has (a logo): an upload or an image of the site. */
export function requiredImage(label: string, previewAlt: string) {
  return {
    control: 'image',
    label,
    previewAlt,
    required: true,
    schema: requiredLink(`${label} is required`),
  } satisfies FieldBase<z.ZodType<string>> & { control: 'image'; previewAlt: string }
}

/** Spec §5: blank means "make one from `from`" (the title); anything else must already be a slug. */
export function slug(from = 'title') {
  return { control: 'slug', label: 'Slug', from, schema: optionalSlug() } satisfies SlugFieldDeclaration
}

export function choice<const Value extends string>(
  label: string,
  values: readonly [Value, ...Value[]],
  labels?: Partial<Record<Value, string>>,
) {
  return {
    control: 'choice',
    label,
    required: true,
    initial: values[0],
    options: values.map((value) => ({ value, label: labels?.[value] ?? value })),
    schema: z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }),
  } satisfies ChoiceFieldDeclaration
}

export function number(
  label: string,
  options: { min: number; max: number } & Pick<NumberFieldDeclaration, 'hint' | 'initial' | 'placeholder'>,
) {
  const { min, max } = options
  const wholeNumber = `${label} must be a whole number`
  return {
    control: 'number',
    label,
    required: true,
    ...options,
    // The editor sends text; the API sends a number.
    schema: z.preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
      z
        .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : wholeNumber) })
        .int(wholeNumber)
        .min(min, `${label} must be at least ${min.toLocaleString('en-US')}`)
        .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
    ),
  } satisfies NumberFieldDeclaration
}

export function yesNo(label: string, initial: 0 | 1, hint?: string) {
  return {
    control: 'flag',
    label,
    initial,
    fallback: initial,
    hint,
    schema: flag(),
  } satisfies FlagFieldDeclaration
}

export function tags(
  label: string,
  options: { maxItems: number; maxLength: number; requiredMessage?: string } & Pick<
    TagsFieldDeclaration,
    'suggestions' | 'suggestionNoun' | 'placeholder'
  >,
) {
  const { maxItems, maxLength, requiredMessage, ...control } = options
  const list = stringList({ maxItems, maxLength })
  return {
    control: 'tags',
    label,
    required: requiredMessage !== undefined,
    initial: [],
    ...(requiredMessage === undefined ? { fallback: [] } : {}),
    schema: requiredMessage ? list.refine((entries) => entries.length > 0, { error: requiredMessage }) : list,
    ...control,
  } satisfies TagsFieldDeclaration
}

export function entries<const Entry extends EntriesFieldDeclaration['entry']>(
  label: string,
  entry: Entry,
  options: { maxItems: number; addLabel: string; requiredMessage?: string; translatable?: boolean },
) {
  const { maxItems, addLabel, requiredMessage, translatable } = options
  const shape = Object.fromEntries(Object.entries(entry).map(([name, field]) => [name, field.schema]))
  const list = z
    .array(z.strictObject(shape), { error: 'Must be a list of entries' })
    .max(maxItems, `At most ${maxItems} entries`)
  return {
    control: 'entries',
    label,
    entry,
    addLabel,
    translatable,
    required: requiredMessage !== undefined,
    initial: [],
    ...(requiredMessage === undefined ? { fallback: [] } : {}),
    // The editor sends the rows as JSON text in its one form field; the API sends an array.
    schema: z.preprocess(
      (value) => (typeof value === 'string' ? parseJsonOrKeep(value) : value),
      requiredMessage ? list.min(1, requiredMessage) : list,
    ) as unknown as z.ZodType<Array<{ [Name in keyof Entry]: string }>>,
  } satisfies EntriesFieldDeclaration
}

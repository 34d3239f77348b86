import { z } from 'zod'
import type { Language } from '~/i18n/config.ts'
import type { ImageAsset } from '~/lib/images.ts'
import type { ContentKind } from '~/services/content-events.server.ts'
import { type FieldDeclaration, isJsonField } from './fields.ts'
import type { Translations } from './translations.ts'
import { translationsSchema } from './translations-schema.ts'

export type ContentFields = Record<string, FieldDeclaration>

/**
 * One kind of content the owner writes in /admin and visitors read: its fields (each with its
 * schema, control and storage), its table, its words in the admin, and the cache tag its writes
 * invalidate. The repository, the service's writes, the `/api/admin` routes, the admin page and its
 * editor are all made from it (docs/decisions/026-content-types.md).
 */
export type ContentTypeDeclaration<
  Fields extends ContentFields = ContentFields,
  Tracks extends boolean = boolean,
  Key extends string = string,
> = {
  /** The services' key (`services.projects`). */
  key: Key
  /** Its table; one that does not exist yet is made from the fields (app/db/content-tables.server.ts). */
  table: string
  /** The tag cached pages that show this content carry (server/page-cache/content-reads.ts). */
  cacheKind: Exclude<ContentKind, 'settings'>
  /** Lower case, singular: "blog post"; errors and toasts are made from it. */
  noun: string
  fields: Fields
  /** Whether the table keeps when each item was last edited. */
  tracksUpdates: Tracks
  /**
   * `newest`: lists show the newest first; `owner`: in the order the owner sets (new ones last), which
   * the admin changes with Move up and Move down.
   */
  order: 'newest' | 'owner'
  /** At most this many items (1 for a single text such as a guarantee): the admin stops offering New. */
  maxItems?: number
  /**
   * The declaration's version, 1 when left out. Raising it with an `upgrades` entry for the new number
   * upgrades what is stored at the next start: a field the new version adds gets its column (its
   * `fallback`, else blank), then each item goes through the upgrade and is checked by the new schema.
   */
  version?: number
  /** By version reached: what turns an item stored under the version before into one of this version. */
  upgrades?: Record<number, (item: Record<string, unknown>) => Record<string, unknown>>
  admin: AdminDeclaration<StoredItem<Fields, Tracks>>
}

/**
 * What the list card of an item shows, each part read from the item. (Written as methods so that a
 * declaration of one type still counts as a declaration of any type.)
 */
export type CardDeclaration<Item> = {
  heading(item: Item): string
  subheading?(item: Item): string
  /**
   * A logo shown whole above the heading; with `cover`, an illustration filling a wide frame (and not
   * inverted in the dark theme as a logo is).
   */
  picture?(item: Item): { url: string; alt: string; cover?: boolean }
  /** A portrait with initials behind it (a testimonial's author). */
  portrait?(item: Item): { name: string; url: string | null }
  badges?(item: Item): ReadonlyArray<{ label: string; variant: 'default' | 'accent' | 'muted' | 'outline' }>
  rating?(item: Item): number
  text?(item: Item): string
  /** The text is somebody's words: shown whole, in quotes. */
  quoted?: boolean
  chips?: { label: string; of(item: Item): readonly string[] }
  /**
   * A link out of the admin (the published page, a demo), opened in a new tab; `about` completes its
   * label for screen readers ("View" … "Field notes").
   */
  link?(item: Item): { href: string; label: string; about: string } | null
}

export type AdminDeclaration<Item = never> = {
  /** Under /admin/ (`blog-posts`), and the page's title ("Blog Posts"). */
  path: string
  title: string
  subtitle: string
  /** The short noun of the buttons: New Post, Create First Post, Edit Post. */
  buttonNoun: string
  /** The empty list's words (spec §5): "Get started by …" and its button, "Create First Post". */
  emptyText: string
  emptyAction: string
  /** Its icon in the navigation and the empty list (components/admin/content/content-icons.ts). */
  icon:
    | 'articles'
    | 'projects'
    | 'quotes'
    | 'organizations'
    | 'stats'
    | 'skills'
    | 'career'
    | 'services'
    | 'help'
    | 'caseStudies'
    | 'principles'
    | 'prices'
    | 'offer'
    | 'questions'
    | 'network'
    | 'links'
    | 'meetings'
    | 'capability'
  /** Projects and testimonials announce a save with the title "Success" (spec §8). */
  toastTitle?: string
  /** The editor's id prefix (`post-title`) and width. */
  idPrefix: string
  dialogClassName: string
  /** How the editor lays out the fields: a row is one field or several side by side. */
  layout: ReadonlyArray<string | { row: readonly string[]; columns?: 2 | 3 }>
  card: CardDeclaration<Item>
  /** A line above the list ("3 posts: 2 published, 1 draft"). */
  summary?(items: readonly Item[]): string | undefined
  /** The delete button's question, when deleting the item does more than delete it. */
  deleteConfirmation?(item: Item): string
  /**
   * A view above the list of what the public site will show, read again after every save
   * (components/admin/content/content-previews.tsx, and its data in routes/admin/content-previews.server.ts).
   */
  preview?: ContentPreviewKind
}

/** The previews an admin page can show above its list. */
export type ContentPreviewKind = 'network-graph'

export type ContentType<
  Fields extends ContentFields = ContentFields,
  Tracks extends boolean = boolean,
  Key extends string = string,
> = ContentTypeDeclaration<Fields, Tracks, Key> & {
  /** The create schema: every field, with each field's initial value as its default. */
  inputSchema: z.ZodType<InputOf<Fields>>
  /** PATCH changes only what it sends, so no defaults. */
  patchSchema: z.ZodType<Partial<InputOf<Fields>>>
  jsonFields: readonly string[]
  imageFields: readonly string[]
  slugField: string | undefined
  /** The fields with a Spanish and a French value beside the English (`translatable`). */
  translatableFields: readonly string[]
}

export type InputOf<Fields extends ContentFields> = {
  [Name in keyof Fields]: z.output<Fields[Name]['schema']>
}

/** An item as stored and read back: its fields (a slug always resolved), id and times. */
export type StoredItem<Fields extends ContentFields, Tracks extends boolean = boolean> = InputOf<Fields> & {
  id: number
  createdAt: string
} & (Tracks extends true ? { updatedAt: string | null } : unknown)

type ImageFieldNames<Fields extends ContentFields> = {
  [Name in keyof Fields]: Fields[Name]['control'] extends 'image' ? Name : never
}[keyof Fields]

/**
 * An item as the pages and the API see it: each uploaded image field (`imageUrl`) comes with its sizes
 * and variants under the name without `Url` (`image`), null for no image or an external one.
 */
export type ItemOf<Type extends ContentType> =
  Type extends ContentType<infer Fields, infer Tracks>
    ? StoredItem<Fields, Tracks> & {
        [Name in ImageFieldNames<Fields> as Name extends `${infer Base}Url` ? Base : never]: ImageAsset | null
      } & {
        translations: Translations
        /** A covered type's generated cover per language (services/covers.server.ts)... */
        covers?: Partial<Record<Language, ImageAsset>>
        /** ...and, on an item localized for a page, the one in the page's language. */
        cover?: ImageAsset | null
        /** On an item localized for a page: its fields still in English (content-types/translations.ts). */
        fallbacks?: string[]
      }
    : never

/** `image` for `imageUrl`: where an image field's described asset goes on the item. */
export const assetKeyOf = (imageField: string) => imageField.replace(/Url$/, '')

export function defineContentType<
  const Fields extends ContentFields,
  const Tracks extends boolean,
  const Key extends string,
>(declaration: ContentTypeDeclaration<Fields, Tracks, Key>): ContentType<Fields, Tracks, Key> {
  const fields = Object.entries(declaration.fields)
  const withDefault = (field: FieldDeclaration) =>
    field.fallback === undefined ? field.schema : (field.schema as z.ZodType).default(field.fallback)
  const translations = translationsSchema(
    fields
      .filter(([, field]) => field.translatable)
      .map(([name, field]) => [name, field.schema as z.ZodType]),
  )
  return {
    ...declaration,
    inputSchema: z.strictObject({
      ...Object.fromEntries(fields.map(([name, field]) => [name, withDefault(field)])),
      translations: translations.default({}),
    }) as unknown as z.ZodType<InputOf<Fields>>,
    patchSchema: z
      .strictObject({
        ...Object.fromEntries(fields.map(([name, field]) => [name, field.schema])),
        translations,
      })
      .partial() as unknown as z.ZodType<Partial<InputOf<Fields>>>,
    jsonFields: fields.filter(([, field]) => isJsonField(field)).map(([name]) => name),
    imageFields: fields.filter(([, field]) => field.control === 'image').map(([name]) => name),
    slugField: fields.find(([, field]) => field.control === 'slug')?.[0],
    translatableFields: fields.filter(([, field]) => field.translatable).map(([name]) => name),
  }
}

/** "Blog post" from "blog post". */
export const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1)

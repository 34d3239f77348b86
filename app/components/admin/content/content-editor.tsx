import { useEffect, useState } from 'react'
import { MarkdownPreview } from '~/components/admin/markdown-preview.tsx'
import type { ContentType } from '~/content-types/definition.ts'
import {
  controlId,
  type EditorValues,
  editorValues,
  type FormPayload,
  slugHint,
  translationKey,
} from '~/content-types/editor-values.ts'
import type { FieldDeclaration } from '~/content-types/fields.ts'
import { isBlank, type TranslationLanguage, translationLanguages } from '~/content-types/translations.ts'
import { cn } from '~/lib/cn.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { EntriesField } from './entries-field.tsx'
import { CheckboxField, SelectField, TextField } from './form-fields.tsx'
import { ImageField } from './image-field.tsx'
import { ListField } from './list-field.tsx'
import { useEditorForm } from './use-editor-form.ts'

type EditorState = ReturnType<typeof useEditorForm>
type EditorLanguage = 'en' | TranslationLanguage

const languageLabels: Record<EditorLanguage, string> = { en: 'English', es: 'Spanish', fr: 'French' }

/** The translatable fields with English but nothing yet in `language`. */
function missingIn(type: ContentType, values: EditorValues, language: TranslationLanguage): string[] {
  return type.translatableFields.filter((name) => {
    const english = values[name]
    const translated = values[translationKey(name, language)]
    const blank = (value: unknown) => isBlank(value) || value === '[]'
    return !blank(english) && blank(translated)
  })
}

/**
 * The create/edit form of any content type, laid out as its declaration says. A type with prose has a
 * tab per language: English is the item itself, Spanish and French its translations, each tab telling
 * how many fields still lack one.
 */
export function ContentEditor({
  type,
  item,
  saving,
  serverErrors,
  onDirtyChange,
  onSubmit,
  onCancel,
}: {
  type: ContentType
  item: object | null
  saving: boolean
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
  onCancel: () => void
}) {
  const editor = useEditorForm({
    type,
    initial: editorValues(type, item),
    serverErrors,
    onDirtyChange,
    onSubmit,
  })
  const [language, setLanguage] = useState<EditorLanguage>('en')
  const translated = type.translatableFields.length > 0

  // A problem found in another language's tab brings that tab forward, then its control gets focus.
  const { errors, errorsShown, formRef } = editor
  useEffect(() => {
    if (errorsShown === 0) return
    const first = Object.keys(errors).find((key) => errors[key])
    if (!first) return
    const [, inLanguage] = first.split('@') as [string, TranslationLanguage | undefined]
    setLanguage(inLanguage ?? 'en')
    requestAnimationFrame(() => {
      const control = formRef.current?.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
    })
  }, [errorsShown, errors, formRef])

  const parts =
    language === 'en'
      ? type.admin.layout
      : type.admin.layout
          .map((part) =>
            typeof part === 'string'
              ? part
              : { ...part, row: part.row.filter((name) => type.fields[name]?.translatable) },
          )
          .filter((part) =>
            typeof part === 'string' ? type.fields[part]?.translatable : part.row.length > 0,
          )

  return (
    <form ref={editor.formRef} noValidate onSubmit={editor.handleSubmit} aria-busy={saving}>
      {translated ? (
        <LanguageTabs
          type={type}
          values={editor.values}
          errors={errors}
          language={language}
          onChange={setLanguage}
        />
      ) : null}
      <div
        className="grid gap-5"
        {...(translated
          ? { role: 'tabpanel', id: `${type.admin.idPrefix}-panel`, 'aria-labelledby': tabId(type, language) }
          : {})}
      >
        {language === 'en' ? null : (
          <p className="text-sm text-muted-foreground">
            Leave a field blank to show the English on the {languageLabels[language]} pages.
          </p>
        )}
        {parts.map((part) => {
          if (typeof part === 'string')
            return (
              <Control
                key={`${part}@${language}`}
                type={type}
                name={part}
                language={language}
                editor={editor}
                saving={saving}
              />
            )
          const flagsOnly = part.row.every((name) => type.fields[name]?.control === 'flag')
          const className = flagsOnly
            ? 'flex flex-col gap-4 sm:flex-row sm:gap-8'
            : part.columns === 3
              ? 'grid gap-5 md:grid-cols-3'
              : 'grid gap-5 md:grid-cols-2'
          return (
            <div key={part.row.join()} className={className}>
              {part.row.map((name) => (
                <Control
                  key={`${name}@${language}`}
                  type={type}
                  name={name}
                  language={language}
                  editor={editor}
                  saving={saving}
                />
              ))}
            </div>
          )
        })}
      </div>
      <DialogFormFooter isNew={item === null} saving={saving} onCancel={onCancel} />
    </form>
  )
}

const tabId = (type: ContentType, language: EditorLanguage) => `${type.admin.idPrefix}-tab-${language}`

function LanguageTabs({
  type,
  values,
  errors,
  language,
  onChange,
}: {
  type: ContentType
  values: EditorValues
  errors: FieldErrors
  language: EditorLanguage
  onChange: (language: EditorLanguage) => void
}) {
  const languages: EditorLanguage[] = ['en', ...translationLanguages]
  return (
    <div
      role="tablist"
      aria-label="Language"
      className="mb-5 flex flex-wrap gap-1 rounded-lg border border-border bg-muted/40 p-1"
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
        if (!step) return
        event.preventDefault()
        const next = languages[(languages.indexOf(language) + step + languages.length) % languages.length]!
        onChange(next)
        document.getElementById(tabId(type, next))?.focus()
      }}
    >
      {languages.map((each) => {
        const missing = each === 'en' ? [] : missingIn(type, values, each)
        const hasError = Object.entries(errors).some(
          ([key, message]) => message && (each === 'en' ? !key.includes('@') : key.endsWith(`@${each}`)),
        )
        const selected = each === language
        return (
          <button
            key={each}
            id={tabId(type, each)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${type.admin.idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(each)}
            className={cn(
              'flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
              selected ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {languageLabels[each]}
            {hasError ? (
              <span className="rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                Check
              </span>
            ) : missing.length > 0 ? (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                {missing.length} missing
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}

/** How the English reads, under a translation's control, to translate from. */
function englishOf(field: FieldDeclaration, value: string | boolean | undefined): string {
  const text = String(value ?? '')
  if (field.control === 'entries') {
    try {
      const entries = JSON.parse(text) as Record<string, unknown>[]
      return entries.map((entry) => Object.values(entry).join(': ')).join(' · ')
    } catch {
      return text
    }
  }
  return text.length > 180 ? `${text.slice(0, 177)}…` : text
}

function Control({
  type,
  name: fieldName,
  language,
  editor,
  saving,
}: {
  type: ContentType
  name: string
  language: EditorLanguage
  editor: EditorState
  saving: boolean
}) {
  const field: FieldDeclaration | undefined = type.fields[fieldName]
  if (!field) return null
  const { values, set, errors } = editor
  const translation = language !== 'en'
  const name = translation ? translationKey(fieldName, language) : fieldName
  const id = translation ? `${controlId(type, fieldName)}-${language}` : controlId(type, fieldName)
  const text = String(values[name] ?? '')
  const english = translation ? englishOf(field, values[fieldName]) : ''
  const missing = translation && english !== '' && english !== '[]' && (text === '' || text === '[]')
  const label = translation ? (
    <>
      {field.label}
      {missing ? (
        <span className="ml-2 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          Missing
        </span>
      ) : null}
    </>
  ) : (
    field.label
  )
  const common = { id, name, label, error: errors[name] }
  const onText = (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value)
  const textProps = {
    ...common,
    required: translation ? false : field.required,
    hint: translation ? (english ? `English: ${english}` : undefined) : field.hint,
    placeholder: field.placeholder,
    value: text,
    onChange: onText,
  }

  switch (field.control) {
    case 'flag':
      return (
        <CheckboxField
          id={id}
          name={name}
          label={field.label}
          hint={field.hint}
          checked={values[name] === true}
          onCheckedChange={(checked) => set(name, checked)}
        />
      )
    case 'choice':
      return (
        <SelectField
          {...common}
          required={field.required}
          options={field.options}
          value={text}
          onChange={onText}
        />
      )
    case 'tags':
      return (
        <ListField
          {...common}
          required={translation ? false : field.required}
          value={text}
          onChange={(list) => set(name, list)}
          suggestions={field.suggestions}
          suggestionNoun={field.suggestionNoun}
          placeholder={field.placeholder}
        />
      )
    case 'image':
      return (
        <ImageField
          {...common}
          required={field.required}
          previewAlt={field.previewAlt ?? ''}
          value={text}
          onChange={(address) => set(name, address)}
        />
      )
    case 'entries':
      return (
        <EntriesField
          {...common}
          field={field}
          value={text}
          onChange={(json) => set(name, json)}
          english={translation ? String(values[fieldName] ?? '') : undefined}
        />
      )
    case 'slug':
      return (
        <TextField
          {...textProps}
          hint={slugHint(text, String(values[field.from] ?? ''))}
          autoComplete="off"
          spellCheck={false}
        />
      )
    case 'markdown':
      return (
        <div className="grid gap-5 lg:grid-cols-2">
          <TextField {...textProps} multiline rows={field.rows} />
          <MarkdownPreview
            markdown={text}
            field="content"
            name="content"
            emptyText="The formatted article appears here as you write."
            paused={saving}
          />
        </div>
      )
    case 'long-text':
      return <TextField {...textProps} multiline rows={field.rows} />
    case 'link':
      return (
        <TextField {...textProps} type="url" inputMode="url" placeholder={field.placeholder ?? 'https://'} />
      )
    case 'text':
      return <TextField {...textProps} autoComplete={field.autoComplete} />
    case 'number':
      return (
        <TextField
          {...textProps}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
        />
      )
  }
}

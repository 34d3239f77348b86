import { useEffect, useState } from 'react'
import type { ContentType } from '~/content-types/definition.ts'
import {
  controlId,
  type EditorValues,
  editorValues,
  type FormPayload,
  slugHint,
} from '~/content-types/editor-values.ts'
import type { FieldDeclaration } from '~/content-types/fields.ts'
import {
  isBlank,
  isTranslated,
  type TranslationLanguage,
  translationKey,
} from '~/content-types/translations.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { EntriesField } from './entries-field.tsx'
import { CheckboxField, SelectField, TextField } from './form-fields.tsx'
import { ImageField } from './image-field.tsx'
import {
  type EditorLanguage,
  LanguageTabs,
  languageOfControl,
  languagePanelId,
  languageTabId,
  TranslationLabel,
  TranslationNote,
} from './language-tabs.tsx'
import { ListField } from './list-field.tsx'
import { MarkdownField } from './markdown-field.tsx'
import { useEditorForm } from './use-editor-form.ts'

type EditorState = ReturnType<typeof useEditorForm>
/** The translatable fields with English but nothing yet in `language`. */
function missingIn(type: ContentType, values: EditorValues, language: TranslationLanguage): string[] {
  const blank = (value: unknown) => isBlank(value) || value === '[]'
  const hasTranslation = (name: string) => !blank(values[translationKey(name, language)])
  return type.translatableFields.filter(
    (name) => !blank(values[name]) && !isTranslated(type, name, hasTranslation),
  )
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
  initialLanguage = 'en',
  fullScreenField = null,
  onFullScreenChange,
}: {
  type: ContentType
  item: object | null
  initialLanguage?: EditorLanguage
  /** The markdown field written full screen (only it is shown, with its preview), or null. */
  fullScreenField?: string | null
  onFullScreenChange: (field: string | null) => void
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
  const [language, setLanguage] = useState<EditorLanguage>(initialLanguage)
  const translated = type.translatableFields.length > 0

  // A problem found in another language's tab brings that tab forward, then its control gets focus.
  const { errors, errorsShown, formRef } = editor
  const [toFocus, setToFocus] = useState<string | null>(null)
  useEffect(() => {
    if (errorsShown === 0) return
    const first = Object.keys(errors).find((key) => errors[key])
    if (!first) return
    setLanguage(languageOfControl(first))
    setToFocus(first)
  }, [errorsShown, errors])
  useEffect(() => {
    if (!toFocus) return
    const control = formRef.current?.elements.namedItem(toFocus)
    if (control instanceof HTMLElement) control.focus()
    else if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus()
    setToFocus(null)
  }, [toFocus, formRef])

  const layout = fullScreenField ? [fullScreenField] : type.admin.layout
  const parts =
    language === 'en'
      ? layout
      : layout
          .map((part) => {
            if (typeof part === 'string') return part
            const row = part.row.filter((name) => type.fields[name]?.translatable)
            // A row left with one field takes the whole width.
            return row.length === 1 ? row[0]! : { ...part, row }
          })
          .filter((part) =>
            typeof part === 'string' ? type.fields[part]?.translatable : part.row.length > 0,
          )

  return (
    <form
      ref={editor.formRef}
      noValidate
      onSubmit={editor.handleSubmit}
      aria-busy={saving}
      className={fullScreenField ? 'flex min-h-0 flex-1 flex-col' : undefined}
    >
      {translated ? (
        <LanguageTabs
          idPrefix={type.admin.idPrefix}
          language={language}
          onChange={setLanguage}
          missingIn={(each) => missingIn(type, editor.values, each).length}
          errors={errors}
        />
      ) : null}
      <div
        className={fullScreenField ? 'flex min-h-0 flex-1 flex-col gap-4' : 'grid gap-5'}
        {...(translated
          ? {
              role: 'tabpanel',
              id: languagePanelId(type.admin.idPrefix),
              'aria-labelledby': languageTabId(type.admin.idPrefix, language),
            }
          : {})}
      >
        {language === 'en' ? null : <TranslationNote language={language} rules={groupRules(type)} />}
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
                fullScreenField={fullScreenField}
                onFullScreenChange={onFullScreenChange}
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
                  fullScreenField={fullScreenField}
                  onFullScreenChange={onFullScreenChange}
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

/**
 * What a translation tab says of the fields translated as one (a figure's prefix and suffix), where
 * a blank field can mean "as in English" or "none".
 */
function groupRules(type: ContentType): string[] {
  const groups = new Map<string, string[]>()
  for (const field of Object.values(type.fields)) {
    if (!field.translationGroup) continue
    groups.set(field.translationGroup, [...(groups.get(field.translationGroup) ?? []), `“${field.label}”`])
  }
  return [...groups.values()].map(
    (labels) =>
      `${labels.join(' and ')} are translated together: while ${labels.length === 2 ? 'both' : 'all'} are blank the English shows; once one is filled, a blank one shows nothing.`,
  )
}

function Control({
  type,
  name: fieldName,
  language,
  editor,
  saving,
  fullScreenField,
  onFullScreenChange,
}: {
  type: ContentType
  name: string
  language: EditorLanguage
  editor: EditorState
  saving: boolean
  fullScreenField: string | null
  onFullScreenChange: (field: string | null) => void
}) {
  const field: FieldDeclaration | undefined = type.fields[fieldName]
  if (!field) return null
  const { values, set, errors } = editor
  const translation = language !== 'en'
  const name = translation ? translationKey(fieldName, language) : fieldName
  const id = translation ? `${controlId(type, fieldName)}-${language}` : controlId(type, fieldName)
  const text = String(values[name] ?? '')
  const english = translation ? englishOf(field, values[fieldName]) : ''
  const missing = language !== 'en' && missingIn(type, values, language).includes(fieldName)
  const label = translation ? <TranslationLabel label={field.label} missing={missing} /> : field.label
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
        <MarkdownField
          {...common}
          required={textProps.required}
          hint={textProps.hint}
          value={text}
          onChange={(value) => set(name, value)}
          onEdit={(edit) => editor.update(name, edit)}
          rows={field.rows}
          previewField={fieldName}
          saving={saving}
          fullScreen={fullScreenField === fieldName}
          onFullScreenChange={(on) => onFullScreenChange(on ? fieldName : null)}
        />
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

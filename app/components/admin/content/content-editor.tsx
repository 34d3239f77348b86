import { MarkdownPreview } from '~/components/admin/markdown-preview.tsx'
import type { ContentType } from '~/content-types/definition.ts'
import { controlId, editorValues, type FormPayload, slugHint } from '~/content-types/editor-values.ts'
import type { FieldDeclaration } from '~/content-types/fields.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { EntriesField } from './entries-field.tsx'
import { CheckboxField, SelectField, TextField } from './form-fields.tsx'
import { ImageField } from './image-field.tsx'
import { ListField } from './list-field.tsx'
import { useEditorForm } from './use-editor-form.ts'

type EditorState = ReturnType<typeof useEditorForm>

/** The create/edit form of any content type, laid out as its declaration says. */
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

  return (
    <form ref={editor.formRef} noValidate onSubmit={editor.handleSubmit} aria-busy={saving}>
      <div className="grid gap-5">
        {type.admin.layout.map((part) => {
          if (typeof part === 'string')
            return <Control key={part} type={type} name={part} editor={editor} saving={saving} />
          const flagsOnly = part.row.every((name) => type.fields[name]?.control === 'flag')
          const className = flagsOnly
            ? 'flex flex-col gap-4 sm:flex-row sm:gap-8'
            : part.columns === 3
              ? 'grid gap-5 md:grid-cols-3'
              : 'grid gap-5 md:grid-cols-2'
          return (
            <div key={part.row.join()} className={className}>
              {part.row.map((name) => (
                <Control key={name} type={type} name={name} editor={editor} saving={saving} />
              ))}
            </div>
          )
        })}
      </div>
      <DialogFormFooter isNew={item === null} saving={saving} onCancel={onCancel} />
    </form>
  )
}

function Control({
  type,
  name,
  editor,
  saving,
}: {
  type: ContentType
  name: string
  editor: EditorState
  saving: boolean
}) {
  const field: FieldDeclaration | undefined = type.fields[name]
  if (!field) return null
  const { values, set, errors } = editor
  const id = controlId(type, name)
  const text = String(values[name] ?? '')
  const common = { id, name, label: field.label, error: errors[name] }
  const onText = (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value)
  const textProps = {
    ...common,
    required: field.required,
    hint: field.hint,
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
          required={field.required}
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
      return <EntriesField {...common} field={field} value={text} onChange={(json) => set(name, json)} />
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

import {
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { ImageUp, Maximize2, Minimize2 } from '~/components/admin/icons.tsx'
import { MarkdownPreview } from '~/components/admin/markdown-preview.tsx'
import { FieldError, inputClasses, RequiredMark } from '~/components/contact/form-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { cn } from '~/lib/cn.ts'
import { refusedImage, uploadImage } from './upload-image.ts'

/** Names a camera or a screenshot tool gives, which describe nothing: such an image starts with no description. */
const meaninglessName =
  /^(image|img|photo|picture|pic|screenshot|screen shot|capture|pasted|untitled|dsc|pxl|scan)\b|^[\d\s_-]+$/i

/** A first description from the file's name (`cost-by-service.png` → `cost by service`), or none. */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .trim()
  return !words || meaninglessName.test(words) ? '' : words.replace(/[[\]]/g, '')
}

let uploadCount = 0

type Status = { kind: 'working' | 'done' | 'failed'; message: string }

/**
 * A markdown field with its live preview beside it (the server's renderer, as readers will see it), a
 * full-screen mode, and images added by pasting or dropping a file into the text: each is uploaded
 * (the upload API, as the image fields use) while a placeholder holds its place at the caret, then
 * written as `![description](/uploads/…)`. A refused file is named in a message and the text is kept.
 */
export function MarkdownField({
  id,
  name,
  label,
  hint,
  error,
  required = false,
  value,
  onChange,
  onEdit,
  rows,
  previewField,
  saving,
  fullScreen,
  onFullScreenChange,
}: {
  id: string
  name: string
  label: ReactNode
  hint?: string
  error?: string
  required?: boolean
  value: string
  onChange: (value: string) => void
  /** Changes the latest text (an upload finishing after more typing), not the text of this render. */
  onEdit: (edit: (text: string) => string) => void
  rows: number
  /** The form field the preview request names. */
  previewField: string
  saving: boolean
  fullScreen: boolean
  onFullScreenChange: (fullScreen: boolean) => void
}) {
  const textarea = useRef<HTMLTextAreaElement>(null)
  const statusId = useId()
  const alertId = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const [status, setStatus] = useState<Status | null>(null)
  const [dragging, setDragging] = useState(false)
  const [pending, setPending] = useState(0)
  // Where the caret goes once React has written the text an insertion made.
  const caret = useRef<number | null>(null)

  useEffect(() => {
    if (caret.current === null || !textarea.current) return
    textarea.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  // Entering or leaving full screen keeps the writer in the text, where they were.
  const shownFullScreen = useRef(fullScreen)
  useEffect(() => {
    if (shownFullScreen.current === fullScreen) return
    shownFullScreen.current = fullScreen
    textarea.current?.focus({ preventScroll: true })
  })

  function insertImages(files: File[]) {
    const field = textarea.current
    if (!field) return
    let start = field.selectionStart
    let text = field.value.slice(0, start)
    const after = field.value.slice(field.selectionEnd)
    const uploads: { file: File; placeholder: string }[] = []
    for (const file of files) {
      const refusal = refusedImage(file)
      if (refusal) {
        setStatus({ kind: 'failed', message: `${file.name || 'The file'} was not added: ${refusal}` })
        continue
      }
      uploadCount += 1
      const placeholder = `![Uploading ${file.name || 'image'} (${uploadCount})…]()`
      // An image is a block of its own: blank lines around it unless the caret is already at one.
      const before = text === '' || text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n'
      text += `${before}${placeholder}\n\n`
      uploads.push({ file, placeholder })
    }
    if (uploads.length === 0) return
    start = text.length
    caret.current = start
    onChange(text + after)
    setStatus({ kind: 'working', message: `Uploading ${uploads.map(({ file }) => file.name).join(', ')}…` })
    setPending((count) => count + uploads.length)
    for (const { file, placeholder } of uploads) {
      uploadImage(file)
        .then((url) => {
          const alt = altFromFileName(file.name)
          onEdit((current) => current.replace(placeholder, `![${alt}](${url})`))
          setStatus({
            kind: 'done',
            message: alt
              ? `Added ${file.name}. Its description reads "${alt}": change it between the square brackets if it could say more.`
              : `Added ${file.name}. Describe it between the square brackets, for readers who cannot see it.`,
          })
        })
        .catch((uploadError: unknown) => {
          onEdit((current) => current.replace(`${placeholder}\n\n`, '').replace(placeholder, ''))
          const reason =
            uploadError instanceof Error ? uploadError.message : 'The image could not be uploaded.'
          setStatus({ kind: 'failed', message: `${file.name} was not added: ${reason}` })
        })
        .finally(() => setPending((count) => count - 1))
    }
  }

  function imagesIn(data: DataTransfer | null): File[] {
    return [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/') || file.type === '')
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = imagesIn(event.clipboardData)
    if (files.length === 0) return
    event.preventDefault()
    insertImages(files)
  }

  function onDragOver(event: DragEvent<HTMLTextAreaElement>) {
    if (![...event.dataTransfer.types].includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    setDragging(false)
    const files = [...event.dataTransfer.files]
    if (files.length === 0) return
    event.preventDefault()
    insertImages(files)
  }

  const describedBy = [
    hint ? hintId : null,
    error ? errorId : null,
    status ? (status.kind === 'failed' ? alertId : statusId) : null,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={cn('flex min-w-0 flex-col', fullScreen && 'min-h-0 flex-1')}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="block text-sm font-medium text-foreground">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-pressed={fullScreen}
          onClick={() => onFullScreenChange(!fullScreen)}
        >
          {fullScreen ? (
            <Minimize2 className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Maximize2 className="h-4 w-4" aria-hidden="true" />
          )}
          {fullScreen ? 'Exit full screen' : 'Full screen'}
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          'mt-2 grid gap-4 lg:grid-cols-2',
          fullScreen && 'min-h-0 flex-1 grid-rows-2 lg:grid-rows-1',
        )}
      >
        <div className={cn('relative flex min-w-0 flex-col', fullScreen && 'min-h-0')}>
          {/* Level with the preview's heading; the field's name is its label above. */}
          <p aria-hidden="true" className="text-sm font-medium text-foreground">
            Markdown
          </p>
          <textarea
            ref={textarea}
            id={id}
            name={name}
            rows={rows}
            value={value}
            required={required}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            aria-busy={pending > 0 || undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            onPaste={onPaste}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            spellCheck
            className={cn(
              inputClasses,
              'mt-1.5 min-h-0 flex-1 font-mono leading-6',
              fullScreen ? 'resize-none px-5 py-4' : 'min-h-96 resize-y',
              dragging && 'border-ring ring-2 ring-ring',
            )}
          />
          {dragging ? (
            <div className="pointer-events-none absolute inset-x-0 top-7 bottom-0 flex items-center justify-center rounded-md bg-primary-soft/80 text-sm font-medium text-primary-soft-foreground">
              <ImageUp className="mr-2 h-5 w-5" aria-hidden="true" />
              Drop to add the image here
            </div>
          ) : null}
        </div>
        <MarkdownPreview
          markdown={value}
          field={previewField}
          name={previewField}
          emptyText="The formatted article appears here as you write."
          paused={saving}
          fill={fullScreen}
          className={cn(fullScreen && 'min-h-0')}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <p
        id={statusId}
        role="status"
        className={cn(
          'text-sm text-muted-foreground',
          status?.kind === 'failed' || !status ? 'sr-only' : 'mt-1.5',
        )}
      >
        {status && status.kind !== 'failed' ? status.message : ''}
      </p>
      <p
        id={alertId}
        role="alert"
        className={cn(
          'text-sm font-medium text-destructive',
          status?.kind === 'failed' ? 'mt-1.5' : 'sr-only',
        )}
      >
        {status?.kind === 'failed' ? status.message : ''}
      </p>
    </div>
  )
}

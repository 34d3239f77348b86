import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ImageOff, Upload } from '~/components/admin/icons.tsx'
import { FieldError, inputClasses, RequiredMark } from '~/components/contact/form-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'
import { acceptedImageTypes, refusedImage, uploadImage } from './upload-image.ts'

const previewDelayMs = 400

/** Only an address that could be an image is previewed, so half-typed text fetches nothing. */
function previewableAddress(value: string): string | null {
  const address = value.trim()
  if (/^\/(?!\/)\S+$/.test(address)) return address
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * An image address typed in, or filled by uploading a file (re-encoded and stored by the server),
 * with a preview of what the address shows.
 */
export function ImageField({
  id,
  name,
  label,
  value,
  onChange,
  previewAlt,
  required = false,
  error,
}: {
  id: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  previewAlt: string
  required?: boolean
  error?: string
}) {
  const fileInput = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const [uploading, setUploading] = useState(false)
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; message: string } | null>(null)
  const previewAddress = previewableAddress(useDebounced(value, previewDelayMs))
  const [failedAddress, setFailedAddress] = useState<string | null>(null)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  async function upload(file: File) {
    const refusal = refusedImage(file)
    if (refusal) {
      setStatus({ kind: 'failed', message: refusal })
      return
    }
    setUploading(true)
    setStatus(null)
    try {
      onChange(await uploadImage(file))
      setStatus({ kind: 'done', message: `Uploaded ${file.name}.` })
    } catch (uploadError) {
      setStatus({
        kind: 'failed',
        message: uploadError instanceof Error ? uploadError.message : 'The image could not be uploaded.',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-muted-foreground">
        An https:// address or a path on this site, or upload a JPEG, PNG or WebP file of up to 5 MB.
      </p>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null, status ? statusId : null]
            .filter(Boolean)
            .join(' ')}
          className={cn(inputClasses, 'h-11 min-w-0 flex-1')}
        />
        <Button
          variant="outline"
          className="h-11 shrink-0"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden="true" />
          )}
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={acceptedImageTypes.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void upload(file)
          }}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <p
        id={statusId}
        role="status"
        className={cn(
          'text-sm',
          status ? 'mt-1.5' : 'sr-only',
          status?.kind === 'failed' && 'text-destructive',
        )}
      >
        {status?.message}
      </p>
      {previewAddress ? (
        failedAddress === previewAddress ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="h-4 w-4" aria-hidden="true" />
            No image could be loaded from this address.
          </p>
        ) : (
          <img
            key={previewAddress}
            src={previewAddress}
            alt={previewAlt}
            onError={() => setFailedAddress(previewAddress)}
            className="mt-3 h-32 w-auto max-w-full rounded-md border border-border bg-muted object-contain"
          />
        )
      ) : null}
    </div>
  )
}

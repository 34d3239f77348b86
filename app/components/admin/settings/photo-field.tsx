import { type ChangeEvent, useRef, useState } from 'react'
import { LoaderCircle, Upload } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'

const uploadPath = '/api/admin/uploads'
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp']
const maxBytes = 5 * 1024 * 1024

async function uploadImage(file: File): Promise<string> {
  const response = await fetch(uploadPath, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type, 'x-file-name': encodeURIComponent(file.name) },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  const field = (name: string) =>
    body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined
  if (!response.ok) {
    const message = field('message')
    throw new Error(typeof message === 'string' && message ? message : `Upload failed (${response.status})`)
  }
  const url = field('url')
  if (typeof url !== 'string') throw new Error('The server did not return the image address')
  return url
}

/**
 * The owner's photo: a URL typed in, or an image uploaded to the site (re-encoded by the server) whose
 * address fills the field. It takes effect when the settings are saved.
 */
export function PhotoField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [value, setValue] = useState(defaultValue)
  const [preview, setPreview] = useState(defaultValue)
  const [broken, setBroken] = useState(false)
  const [uploading, setUploading] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  function show(url: string) {
    setBroken(false)
    setPreview(url.trim())
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!acceptedTypes.includes(file.type)) {
      toast({
        title: 'Upload failed',
        description: 'Upload a JPEG, PNG or WebP image',
        variant: 'destructive',
      })
      return
    }
    if (file.size > maxBytes) {
      toast({ title: 'Upload failed', description: 'Images must be 5 MB or smaller', variant: 'destructive' })
      return
    }
    setUploading(true)
    try {
      const url = await uploadImage(file)
      setValue(url)
      show(url)
      toast({ title: 'Photo uploaded', description: 'Save the settings to show it on the site.' })
    } catch (uploadError) {
      toast({
        title: 'Upload failed',
        description: uploadError instanceof Error ? uploadError.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted">
        {preview && !broken ? (
          <img
            src={preview}
            alt=""
            width={96}
            height={96}
            className="h-full w-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="px-2 text-center text-xs text-muted-foreground">No preview</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <TextField
          id="settings-photoUrl"
          name="photoUrl"
          label="Photo URL"
          hint="A path on this site (such as /uploads/...) or a full https:// address."
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => show(event.target.value)}
          error={error}
        />
        <input ref={fileInput} type="file" accept={acceptedTypes.join(',')} onChange={handleFile} hidden />
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden="true" />
          )}
          {uploading ? 'Uploading...' : 'Upload photo'}
        </Button>
        <p className="text-xs text-muted-foreground">JPEG, PNG or WebP, up to 5 MB.</p>
      </div>
    </div>
  )
}

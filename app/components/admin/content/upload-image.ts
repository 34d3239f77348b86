/** The upload endpoint's limits (app/services/uploads.server.ts), checked here first to spare a round trip. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp']
export const maxImageBytes = 5 * 1024 * 1024

type UploadAnswer = { url?: unknown; message?: unknown }

/** Why a file cannot be uploaded, in the owner's words, or undefined when it may be sent. */
export function refusedImage(file: File): string | undefined {
  if (!acceptedImageTypes.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.'
  if (file.size > maxImageBytes) return 'Images must be 5 MB or smaller.'
  return undefined
}

/** Sends an image to the upload API; resolves to the stored copy's address or throws the server's words. */
export async function uploadImage(file: File): Promise<string> {
  const response = await fetch('/api/admin/uploads', {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type, 'x-file-name': encodeURIComponent(file.name) },
  })
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer
  if (!response.ok || typeof answer.url !== 'string') {
    throw new Error(
      typeof answer.message === 'string' ? answer.message : `Upload failed (${response.status})`,
    )
  }
  return answer.url
}

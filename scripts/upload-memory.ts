import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

/**
 * A photo-like JPEG that compresses about as badly as a real photo (noise), `width` × `height`: the
 * kind of image whose encoding takes the most memory.
 */
export async function noisyJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = ((index * 2654435761) >>> 24) ^ (index % 251)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer()
}

/** A process's resident memory in MB (Linux's /proc). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

export type UploadMemory = {
  statuses: number[]
  idleMb: number
  /** The highest resident memory seen, sampled every 25 ms while the uploads ran. */
  peakMb: number
  /** Resident memory 1.5 s after the last upload was answered. */
  afterMb: number
  seconds: number
}

/** Sends `count` image uploads at once to the server with process id `pid`, watching its memory. */
export async function measureUploads(
  base: string,
  token: string,
  pid: number,
  count: number,
): Promise<UploadMemory> {
  const image = new Uint8Array(await noisyJpeg())
  await new Promise((resolve) => setTimeout(resolve, 500))
  const idleMb = await residentMegabytes(pid)
  let peakMb = idleMb
  const sampler = setInterval(() => {
    residentMegabytes(pid).then(
      (now) => {
        peakMb = Math.max(peakMb, now)
      },
      () => undefined,
    )
  }, 25)
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${base}/api/admin/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
        body: image,
      }).then((response) => response.status),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  return { statuses, idleMb, peakMb, afterMb: await residentMegabytes(pid), seconds }
}

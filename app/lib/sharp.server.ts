import type sharpModule from 'sharp'

type Sharp = typeof sharpModule

let loading: Promise<Sharp> | undefined

/**
 * The image library, loaded on first use: libvips adds about 30 MB to the process, which a server that
 * only serves pages never needs. Its operation cache (up to 50 MB by default) is turned off because
 * every image here is encoded once and stored.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return loading
}

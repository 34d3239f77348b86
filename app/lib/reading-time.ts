/** A common adult reading speed for non-fiction on screen. */
export const wordsPerMinute = 200

/** Whole minutes to read a markdown body, at least 1; markup characters are not counted as words. */
export function readingTimeMinutes(markdown: string): number {
  const words = markdown
    // HTML tags, not a lone < (a comparison in code) that would run to the next >.
    .replace(/<\/?[a-z][^<>]*>/gi, ' ')
    .replace(/[#>*_`~[\]()|-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

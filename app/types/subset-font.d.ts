/** subset-font ships no types; the options scripts/fonts.ts uses. */
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2'
      variationAxes?: Record<string, AxisRange>
      keepFeatures?: string[]
      noHinting?: boolean
    },
  ): Promise<Buffer>
}

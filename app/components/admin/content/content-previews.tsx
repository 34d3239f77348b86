import type { ComponentType } from 'react'
import type { ContentPreviewKind } from '~/content-types/definition.ts'
import { NetworkGraphPreview } from './network-graph-preview.tsx'

/** The component of each preview a content type can declare; its data comes from the page's loader. */
// biome-ignore lint/suspicious/noExplicitAny: each preview reads the data its own loader made (content-previews.server.ts)
export const contentPreviews: Record<ContentPreviewKind, ComponentType<{ data: any }>> = {
  'network-graph': NetworkGraphPreview,
}

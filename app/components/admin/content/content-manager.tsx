import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type ContentType, capitalized } from '~/content-types/definition.ts'
import { isTranslationLanguage, type TranslationLanguage } from '~/content-types/translations.ts'
import { ContentCard, type ListedItem } from './content-card.tsx'
import { ContentDialog } from './content-dialog.tsx'
import { ContentEditor } from './content-editor.tsx'
import { contentIcons } from './content-icons.ts'
import { ContentPageHeader, EmptyState } from './content-page.tsx'
import { contentPreviews } from './content-previews.tsx'
import { type ContentMessages, useContentManager, useListReloading } from './use-content-manager.ts'

/** Spec §8's toasts, from the type's noun. */
function messagesOf(type: ContentType): ContentMessages {
  const noun = capitalized(type.noun)
  const toast = (done: string) => {
    const text = `${noun} ${done} successfully`
    return type.admin.toastTitle ? { title: type.admin.toastTitle, description: text } : { title: text }
  }
  return {
    created: toast('created'),
    updated: toast('updated'),
    deleted: toast('deleted'),
    saveFailed: `Failed to save ${type.noun}`,
    deleteFailed: `Failed to delete ${type.noun}`,
    moveFailed: `Failed to move ${type.noun}`,
  }
}

/** A content type's admin page: its list of cards, the New button, and the create/edit dialog. */
export function ContentManager({
  type,
  items,
  previewData,
}: {
  type: ContentType
  items: ListedItem[]
  /** What the type's declared preview draws, read with the list. */
  previewData?: unknown
}) {
  const { admin } = type
  const Preview = admin.preview ? contentPreviews[admin.preview] : undefined
  const manager = useContentManager<ListedItem>(type.key, messagesOf(type))
  const loading = useListReloading()
  const editing = manager.editing
  // The markdown field written full screen; a closed or newly opened editor starts in the dialog.
  const [fullScreenField, setFullScreenField] = useState<string | null>(null)
  const editingKey = editing ? (editing.item?.id ?? 'new') : null
  useEffect(() => {
    if (editingKey === null) setFullScreenField(null)
  }, [editingKey])
  const plural = admin.title.toLowerCase()
  const full = type.maxItems !== undefined && items.length >= type.maxItems

  // `?edit=<id>&language=es` (the Translations page's links) opens that item's editor on that tab.
  const [searchParams, setSearchParams] = useSearchParams()
  const [openingLanguage, setOpeningLanguage] = useState<TranslationLanguage | undefined>()
  const { openEdit } = manager
  const opened = useRef<string | null>(null)
  useEffect(() => {
    const requested = searchParams.get('edit')
    const item = items.find((each) => String(each.id) === requested)
    if (!item || opened.current === requested) return
    opened.current = requested
    const language = searchParams.get('language') ?? ''
    setOpeningLanguage(isTranslationLanguage(language) ? language : undefined)
    openEdit(item)
    setSearchParams({}, { replace: true, preventScrollReset: true })
  }, [searchParams, items, openEdit, setSearchParams])

  return (
    <>
      <ContentPageHeader
        title={admin.title}
        subtitle={admin.subtitle}
        actionLabel={full ? undefined : `New ${admin.buttonNoun}`}
        onAction={manager.openNew}
        loading={loading}
        loadingText={`Loading ${plural}...`}
        summary={admin.summary?.(items as never[])}
      />

      {Preview && previewData !== undefined ? <Preview data={previewData} /> : null}

      {items.length === 0 ? (
        <EmptyState
          icon={contentIcons[admin.icon]}
          title={`No ${plural} yet`}
          text={admin.emptyText}
          actionLabel={admin.emptyAction}
          onAction={manager.openNew}
        />
      ) : (
        <ul aria-label={capitalized(plural)} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <ContentCard
                type={type}
                item={item}
                deleting={manager.deletingId === item.id}
                onEdit={() => manager.openEdit(item)}
                onDelete={() => manager.remove(item)}
                move={
                  type.order === 'owner'
                    ? {
                        busy: manager.moving,
                        up: index > 0 ? () => manager.move(item, 'up') : undefined,
                        down: index < items.length - 1 ? () => manager.move(item, 'down') : undefined,
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      <ContentDialog
        open={editing !== null}
        onOpenChange={manager.onOpenChange}
        title={editing?.item ? `Edit ${admin.buttonNoun}` : `Create New ${admin.buttonNoun}`}
        className={admin.dialogClassName}
        fullScreen={fullScreenField !== null}
        onExitFullScreen={() => setFullScreenField(null)}
      >
        {editing ? (
          <ContentEditor
            key={editing.item?.id ?? 'new'}
            type={type}
            item={editing.item}
            initialLanguage={editing.item ? openingLanguage : undefined}
            saving={manager.saving}
            serverErrors={manager.serverErrors}
            onDirtyChange={manager.setDirty}
            onSubmit={manager.save}
            onCancel={() => manager.onOpenChange(false)}
            fullScreenField={fullScreenField}
            onFullScreenChange={setFullScreenField}
          />
        ) : null}
      </ContentDialog>
    </>
  )
}

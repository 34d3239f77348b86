import { useFetcher } from 'react-router'
import { Save } from '~/components/admin/icons.tsx'
import { useFetcherResult } from '~/components/admin/settings/use-fetcher-result.ts'
import { Button } from '~/components/ui/button.tsx'
import { Card, CardBody } from '~/components/ui/card.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { NewsletterActionResult } from './action-result.ts'
import { type IssueDraft, IssueFields } from './issue-fields.tsx'

/** A draft issue's subject and body with the live preview, saved in place. */
export function DraftEditor({
  draft,
  onChange,
  unsaved,
  initialHtml,
  previewPaused,
}: {
  draft: IssueDraft
  onChange: (draft: IssueDraft) => void
  unsaved: boolean
  initialHtml: string
  previewPaused: boolean
}) {
  const fetcher = useFetcher<NewsletterActionResult>()
  const saving = fetcher.state !== 'idle'
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined

  useFetcherResult(fetcher, (result) => {
    if (result.ok && result.intent === 'save') toast({ title: 'Issue saved' })
    else if (!result.ok) {
      toast({
        title: 'Error',
        description: result.error || 'Failed to save the issue',
        variant: 'destructive',
      })
    }
  })

  return (
    <Card>
      <CardBody className="p-4 sm:p-6">
        <fetcher.Form method="post" className="space-y-6" aria-label="Edit issue">
          <input type="hidden" name="intent" value="save" />
          <IssueFields
            idPrefix="issue"
            draft={draft}
            onChange={onChange}
            issues={failed?.intent === 'save' ? failed.issues : undefined}
            previewPaused={previewPaused || saving}
            initialHtml={initialHtml}
          />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {unsaved ? 'Unsaved changes' : 'All changes saved'}
            </span>
            <Button type="submit" disabled={saving || !unsaved}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {saving ? 'Saving...' : 'Save issue'}
            </Button>
          </div>
        </fetcher.Form>
      </CardBody>
    </Card>
  )
}

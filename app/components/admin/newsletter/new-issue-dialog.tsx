import { useState } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import { Plus } from '~/components/admin/icons.tsx'
import { useFetcherResult } from '~/components/admin/settings/use-fetcher-result.ts'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { NewsletterActionResult } from './action-result.ts'
import { type IssueDraft, IssueFields } from './issue-fields.tsx'
import { issuePath } from './issue-list.tsx'

const emptyDraft: IssueDraft = { subject: '', body: '' }

/**
 * "New issue": subject and body with the live preview. The draft lives outside the dialog, so
 * closing it by mistake loses nothing; saving opens the new issue's page.
 */
export function NewIssueDialog() {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<IssueDraft>(emptyDraft)
  const fetcher = useFetcher<NewsletterActionResult>()
  const navigate = useNavigate()
  const saving = fetcher.state !== 'idle'
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined

  useFetcherResult(fetcher, (result) => {
    if (result.ok && result.intent === 'create') {
      toast({ title: 'Issue saved' })
      setDraft(emptyDraft)
      setOpen(false)
      void navigate(issuePath(result.id))
    } else if (!result.ok) {
      toast({
        title: 'Error',
        description: result.error || 'Failed to save the issue',
        variant: 'destructive',
      })
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New issue
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New issue"
        description="Write in markdown; the preview shows the email's content as subscribers will read it."
        className="max-w-5xl"
      >
        <fetcher.Form method="post" className="space-y-6">
          <input type="hidden" name="intent" value="create" />
          <IssueFields
            idPrefix="new-issue"
            draft={draft}
            onChange={setDraft}
            issues={failed?.intent === 'create' ? failed.issues : undefined}
            previewPaused={saving}
            headingLevel={3}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save issue'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

import { useFetcher, useNavigate } from 'react-router'
import { SelectField } from '~/components/admin/content/form-fields.tsx'
import { FileInput } from '~/components/admin/icons.tsx'
import { useFetcherResult } from '~/components/admin/settings/use-fetcher-result.ts'
import { Button } from '~/components/ui/button.tsx'
import { Card, CardBody } from '~/components/ui/card.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { NewsletterActionResult } from './action-result.ts'
import { issuePath } from './issue-list.tsx'

export type PublishedPost = { id: number; title: string }

/** "Start from a post": a new draft with a published post's title, excerpt, body and link. */
export function FromPostForm({ posts }: { posts: PublishedPost[] }) {
  const fetcher = useFetcher<NewsletterActionResult>()
  const navigate = useNavigate()
  const busy = fetcher.state !== 'idle'

  useFetcherResult(fetcher, (result) => {
    if (result.ok && result.intent === 'from-post') {
      toast({ title: 'Issue created from the post' })
      void navigate(issuePath(result.id))
    } else if (!result.ok) {
      toast({
        title: 'Error',
        description: result.error || 'Failed to create the issue',
        variant: 'destructive',
      })
    }
  })

  return (
    <Card>
      <CardBody className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-foreground">Start from a post</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Makes a draft with the post's title as its subject and its text as the body, ending with a link to
          the article. You can edit it before sending.
        </p>
        {posts.length > 0 ? (
          <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="from-post" />
            <SelectField
              id="from-post"
              name="postId"
              label="Published post"
              required
              options={posts.map((post) => ({ value: String(post.id), label: post.title }))}
              className="min-w-0 flex-1 basis-64"
            />
            <Button type="submit" variant="outline" className="h-11" disabled={busy}>
              <FileInput className="h-4 w-4" aria-hidden="true" />
              {busy ? 'Creating...' : 'Create issue from post'}
            </Button>
          </fetcher.Form>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">No published posts yet.</p>
        )}
      </CardBody>
    </Card>
  )
}

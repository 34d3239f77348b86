import { data, Link } from 'react-router'
import {
  type NewsletterActionResult,
  newsletterShouldRevalidate,
  subscriberCount,
} from '~/components/admin/newsletter/action-result.ts'
import { FromPostForm } from '~/components/admin/newsletter/from-post-form.tsx'
import { issueFormValues, issueInputSchema } from '~/components/admin/newsletter/issue-input.ts'
import { IssueList } from '~/components/admin/newsletter/issue-list.tsx'
import { NewIssueDialog } from '~/components/admin/newsletter/new-issue-dialog.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { Mail } from '~/components/ui/icons.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { settleAdminAction } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/newsletter'
import { previewResult, readIntent } from './newsletter-action.server.ts'

export function meta() {
  return adminMeta('Newsletter')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { newsletter, records, blogPosts } = site.services
  const [issues, { activeCount }, posts] = await Promise.all([
    newsletter.listIssues(),
    records.subscribers(),
    blogPosts.listAll(),
  ])
  return {
    issues,
    activeCount,
    posts: posts.filter((post) => post.published === 1).map((post) => ({ id: post.id, title: post.title })),
  }
}

const intents = ['preview', 'create', 'from-post'] as const

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { newsletter } = site.services
  const form = await request.formData()
  let intent: (typeof intents)[number] | undefined
  try {
    intent = readIntent(form, intents)
    if (intent === 'preview') return previewResult(form, newsletter)
    if (intent === 'create') {
      const issue = await newsletter.saveIssue(parseInput(issueInputSchema, issueFormValues(form)))
      return data<NewsletterActionResult>({ ok: true, intent, id: issue.id })
    }
    const postId = Number(form.get('postId'))
    if (!Number.isSafeInteger(postId) || postId < 1) throw new NotFoundError('Choose a published post')
    const issue = await newsletter.issueFromPost(postId)
    return data<NewsletterActionResult>({ ok: true, intent, id: issue.id })
  } catch (error) {
    return adminFailure(error, intent)
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleAdminAction(serverAction, 'The server could not be reached. Try again.')
}

export const shouldRevalidate = newsletterShouldRevalidate

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { issues, activeCount, posts } = loaderData
  const sent = issues.filter((issue) => issue.sentAt).length
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Newsletter"
        description="Write an issue in markdown or start from a post, send yourself a test, then send it to every active subscriber through the email outbox."
        actions={<NewIssueDialog />}
      />
      <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="newsletter-summary">
        <Link to="/admin/subscribers" className="text-primary underline-offset-4 hover:underline">
          {activeCount === 1 ? '1 active subscriber' : `${activeCount} active subscribers`}
        </Link>
        {issues.length > 0
          ? ` · ${issues.length === 1 ? '1 issue' : `${issues.length} issues`}, ${sent} sent`
          : ''}
      </p>
      <FromPostForm posts={posts} />
      <section aria-labelledby="issues-heading" className="space-y-3">
        <h2 id="issues-heading" className="text-lg font-semibold text-foreground">
          Issues
        </h2>
        {issues.length > 0 ? (
          <IssueList issues={issues} />
        ) : (
          <EmptyState
            icon={Mail}
            title="No issues yet"
            description={
              activeCount > 0
                ? `Write your first issue with "New issue" or start from a post; once sent, it reaches ${subscriberCount(activeCount)}.`
                : 'Write your first issue with "New issue" or start from a post.'
            }
          />
        )}
      </section>
    </div>
  )
}

import { useState } from 'react'
import { data, Link, useFetchers } from 'react-router'
import {
  type NewsletterActionResult,
  newsletterShouldRevalidate,
  writingIntents,
} from '~/components/admin/newsletter/action-result.ts'
import { DeliveryTable } from '~/components/admin/newsletter/delivery-table.tsx'
import { DraftEditor } from '~/components/admin/newsletter/draft-editor.tsx'
import type { IssueDraft } from '~/components/admin/newsletter/issue-fields.tsx'
import { issueFormValues, issueInputSchema } from '~/components/admin/newsletter/issue-input.ts'
import { IssueStatusBadge } from '~/components/admin/newsletter/issue-status.tsx'
import { SendPanel } from '~/components/admin/newsletter/send-panel.tsx'
import { SentIssue } from '~/components/admin/newsletter/sent-issue.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { ArrowLeft } from '~/components/ui/icons.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { settleAdminAction } from '~/lib/admin-action.ts'
import { formatAdminDateTime } from '~/lib/admin-dates.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError, ValidationError } from '~/services/errors.ts'
import type { Route } from './+types/newsletter-issue'
import { previewResult, readIntent } from './newsletter-action.server.ts'

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Newsletter: ${loaderData.issue.subject}` : 'Issue not found')
}

function issueId(params: { id: string }): number {
  const id = Number(params.id)
  if (!/^\d{1,12}$/.test(params.id) || !Number.isSafeInteger(id) || id < 1) {
    throw data('Issue not found', { status: 404 })
  }
  return id
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const id = issueId(params)
  const { newsletter, records, settings, outbox } = site.services
  try {
    const [{ deliveries, ...issue }, { activeCount }, profile] = await Promise.all([
      newsletter.getIssue(id),
      records.subscribers(),
      settings.getProfile(),
    ])
    return {
      issue,
      deliveries,
      html: newsletter.issueHtml(issue.body),
      activeCount,
      // The same address the newsletter service sends tests to.
      testAddress: site.config.mail.ownerEmail ?? profile.email,
      configured: outbox.configured,
    }
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Issue not found', { status: 404 })
    throw error
  }
}

const intents = ['preview', 'save', 'test', 'send'] as const

export async function action({ request, context, params }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const id = issueId(params)
  const { newsletter, records, outbox } = site.services
  const form = await request.formData()
  let intent: (typeof intents)[number] | undefined
  try {
    intent = readIntent(form, intents)
    switch (intent) {
      case 'preview':
        return previewResult(form, newsletter)
      case 'save':
        await newsletter.saveIssue(parseInput(issueInputSchema, issueFormValues(form)), id)
        return data<NewsletterActionResult>({ ok: true, intent })
      case 'test': {
        const to = await newsletter.sendTest(id)
        return data<NewsletterActionResult>({ ok: true, intent, to, queuedOnly: !outbox.configured })
      }
      case 'send': {
        const { activeCount } = await records.subscribers()
        if (activeCount === 0)
          throw new ValidationError('There are no active subscribers to send this issue to')
        const count = await newsletter.sendToSubscribers(id)
        return data<NewsletterActionResult>({ ok: true, intent, count })
      }
    }
  } catch (error) {
    return adminFailure(error, intent)
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleAdminAction(serverAction, 'The server could not be reached. Try again.')
}

export const shouldRevalidate = newsletterShouldRevalidate

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  return <IssuePage key={loaderData.issue.id} {...loaderData} />
}

function IssuePage({
  issue,
  deliveries,
  html,
  activeCount,
  testAddress,
  configured,
}: Route.ComponentProps['loaderData']) {
  const language = useAdminLanguage()
  const [draft, setDraft] = useState<IssueDraft>({ subject: issue.subject, body: issue.body })
  const unsaved = draft.subject !== issue.subject || draft.body !== issue.body
  const writing = useFetchers().some((fetcher) => {
    const intent = fetcher.formData?.get('intent')
    return typeof intent === 'string' && writingIntents.has(intent)
  })
  const sent = issue.sentAt !== null

  return (
    <div className="space-y-6">
      <Link
        to="/admin/newsletter"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All issues
      </Link>
      <AdminPageHeader
        title={<span className="break-words">{issue.subject}</span>}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <IssueStatusBadge issue={issue} />
            <span>
              Created <time dateTime={issue.createdAt}>{formatAdminDateTime(issue.createdAt, language)}</time>
              {issue.updatedAt && !sent ? (
                <>
                  {' · '}saved{' '}
                  <time dateTime={issue.updatedAt}>{formatAdminDateTime(issue.updatedAt, language)}</time>
                </>
              ) : null}
            </span>
          </span>
        }
      />
      {sent ? (
        <>
          <DeliveryTable deliveries={deliveries} configured={configured} />
          <SentIssue subject={issue.subject} html={html} />
        </>
      ) : (
        <DraftEditor
          draft={draft}
          onChange={setDraft}
          unsaved={unsaved}
          initialHtml={html}
          previewPaused={writing}
        />
      )}
      {/* At the same place in both states, so the send's answer is still heard once the page shows it sent. */}
      <SendPanel testAddress={testAddress} activeCount={activeCount} sent={sent} unsaved={!sent && unsaved} />
    </div>
  )
}

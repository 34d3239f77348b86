import { ArticleBody } from '~/components/blog/article-body.tsx'
import { Card, CardBody } from '~/components/ui/card.tsx'

/** A sent issue, read only: what subscribers received. */
export function SentIssue({ subject, html }: { subject: string; html: string }) {
  return (
    <Card>
      <CardBody className="p-4 sm:p-6">
        <h2 className="text-sm font-medium text-muted-foreground">As sent</h2>
        <p className="mt-3 break-words text-xl font-semibold text-foreground" data-testid="sent-subject">
          {subject}
        </p>
        <div className="mt-4 border-t border-border pt-4" data-testid="sent-body">
          <ArticleBody html={html} />
        </div>
        <p className="mt-6 text-sm text-muted-foreground">A sent issue can no longer be edited.</p>
      </CardBody>
    </Card>
  )
}

import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { Card, CardBody } from '~/components/ui/card.tsx'
import { CheckCircle2, MailX, TriangleAlert } from '~/components/ui/icons.tsx'
import { Link, useLocalizedPath } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'

export type SubscriptionLinkState =
  | { step: 'ask'; id: string; token: string }
  | { step: 'done' }
  | { step: 'invalid' }

/** The page behind a confirmation or unsubscribe link: one button that posts, then the outcome. */
export function SubscriptionLinkPage({
  kind,
  state,
}: {
  kind: 'confirm' | 'unsubscribe'
  state: SubscriptionLinkState
}) {
  const { t } = useTranslation()
  const localize = useLocalizedPath()
  const Icon = state.step === 'invalid' ? TriangleAlert : kind === 'confirm' ? CheckCircle2 : MailX
  const headingKey = state.step === 'ask' ? 'askTitle' : state.step === 'done' ? 'doneTitle' : 'invalidTitle'
  const textKey = state.step === 'ask' ? 'askText' : state.step === 'done' ? 'doneText' : 'invalidText'
  return (
    <section className="mx-auto max-w-xl band-y px-(--gutter)">
      <Card>
        <CardBody className="text-center">
          <Icon className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-foreground">
            {t(`subscription.${kind}.${headingKey}`)}
          </h1>
          <p className="mt-3 text-muted-foreground">{t(`subscription.${kind}.${textKey}`)}</p>
          {state.step === 'ask' ? (
            <form
              method="post"
              action={`${localize(`/newsletter/${kind}`)}?id=${encodeURIComponent(state.id)}&token=${encodeURIComponent(state.token)}`}
              className="mt-6"
            >
              <Button type="submit" size="lg" variant={kind === 'confirm' ? 'primary' : 'destructive'}>
                {t(`subscription.${kind}.button`)}
              </Button>
            </form>
          ) : (
            <Link to="/blog" className={cn(buttonClasses('outline'), 'mt-6')}>
              {t('subscription.backToBlog')}
            </Link>
          )}
        </CardBody>
      </Card>
    </section>
  )
}

/** Reads the link's query: the outcome after the post, or the id and token to ask about. */
export function subscriptionLinkState(url: URL, doneStatus: string): SubscriptionLinkState {
  const status = url.searchParams.get('status')
  if (status === doneStatus) return { step: 'done' }
  const id = url.searchParams.get('id') ?? ''
  const token = url.searchParams.get('token') ?? ''
  if (status || !/^\d{1,12}$/.test(id) || !/^[A-Za-z0-9_-]{10,200}$/.test(token)) return { step: 'invalid' }
  return { step: 'ask', id, token }
}

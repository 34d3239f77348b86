import { metaTranslator } from '~/components/blog/meta-translator.ts'
import {
  SubscriptionLinkPage,
  subscriptionLinkState,
} from '~/components/newsletter/subscription-link-page.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/newsletter-unsubscribe'

export function loader({ request }: Route.LoaderArgs) {
  return subscriptionLinkState(new URL(request.url), 'unsubscribed')
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('subscription.unsubscribe.metaTitle'),
    description: t('seo.subscription.unsubscribeDescription'),
    path: '/newsletter/unsubscribe',
    noindex: true,
  })
}

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  return <SubscriptionLinkPage kind="unsubscribe" state={loaderData} />
}

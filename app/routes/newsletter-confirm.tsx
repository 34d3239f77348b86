import { metaTranslator } from '~/components/blog/meta-translator.ts'
import {
  SubscriptionLinkPage,
  subscriptionLinkState,
} from '~/components/newsletter/subscription-link-page.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/newsletter-confirm'

export function loader({ request }: Route.LoaderArgs) {
  return subscriptionLinkState(new URL(request.url), 'confirmed')
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('subscription.confirm.metaTitle'),
    description: t('seo.subscription.confirmDescription'),
    path: '/newsletter/confirm',
    noindex: true,
  })
}

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  return <SubscriptionLinkPage kind="confirm" state={loaderData} />
}

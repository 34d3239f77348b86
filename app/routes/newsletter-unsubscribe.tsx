import {
  SubscriptionLinkPage,
  subscriptionLinkState,
} from '~/components/newsletter/subscription-link-page.tsx'
import { createI18n } from '~/i18n/i18n.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import type { Route } from './+types/newsletter-unsubscribe'

export function loader({ request }: Route.LoaderArgs) {
  return subscriptionLinkState(new URL(request.url), 'unsubscribed')
}

export function meta({ matches }: Route.MetaArgs) {
  const t = createI18n(rootDataFromMatches(matches)?.lang ?? 'en').t
  return [{ title: t('subscription.unsubscribe.metaTitle') }, { name: 'robots', content: 'noindex' }]
}

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  return <SubscriptionLinkPage kind="unsubscribe" state={loaderData} />
}

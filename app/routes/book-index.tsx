import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { MeetingList } from '~/components/booking/meeting-list.tsx'
import { PageHero } from '~/components/layout/page-intro.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/book-index'

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  return { meetings: await site.services.bookings.openMeetingTypes(site.visitor.language) }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('booking.meta.title'),
    description: t('booking.meta.description', { name: root?.profile.name ?? '' }),
    path: '/book',
  })
}

export default function BookIndexPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        eyebrow={t('booking.index.eyebrow')}
        title={t('booking.index.heading')}
        intro={t('booking.index.intro')}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <MeetingList meetings={loaderData.meetings} />
      </div>
    </>
  )
}

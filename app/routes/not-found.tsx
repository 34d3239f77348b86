import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/not-found'

export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('notFound.title'),
    description: t('seo.notFound.description'),
    noindex: true,
  })
}

export default function NotFound() {
  return <NotFoundMessage />
}

export function ErrorBoundary() {
  return <NotFoundMessage />
}

function NotFoundMessage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-foreground">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className="mt-8 inline-block font-medium text-primary underline">
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}

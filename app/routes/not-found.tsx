import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export function meta() {
  return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }]
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

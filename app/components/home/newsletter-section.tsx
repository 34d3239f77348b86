import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
import { homeContainer } from './section-shell.tsx'

/** The compact signup near the end of the page; the form brings its own heading. */
export function NewsletterSection() {
  return (
    <div id="newsletter" className={`${homeContainer} band-y`}>
      <div className="mx-auto max-w-2xl">
        <NewsletterForm variant="compact" />
      </div>
    </div>
  )
}

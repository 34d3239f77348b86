import { AvailabilityForm } from '~/components/admin/booking/availability-form.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { retryAfterHeaders } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { parseJsonOrKeep } from '~/lib/json.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/availability'

export function meta() {
  return adminMeta('Availability')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return {
    availability: await site.services.bookings.availability(),
    zones: Intl.supportedValuesOf('timeZone'),
    bookingMode: site.profile.bookingMode,
  }
}

export const headers = retryAfterHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  try {
    const sent = (await request.formData()).get('availability')
    await site.services.bookings.saveAvailability(typeof sent === 'string' ? parseJsonOrKeep(sent) : sent)
    return { ok: true as const }
  } catch (error) {
    return adminFailure(error)
  }
}

export default function AvailabilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Availability"
        description={
          loaderData.bookingMode === 'external'
            ? 'When visitors can book you. The Book buttons now lead to your external scheduling page (Settings); the booking pages still take bookings.'
            : 'When visitors can book you on the site. Busy times from your own calendars are left out (Calendars).'
        }
      />
      <AvailabilityForm initial={loaderData.availability} zones={loaderData.zones} />
    </>
  )
}

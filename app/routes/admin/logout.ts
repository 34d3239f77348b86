import { redirect } from 'react-router'
import { clearedSessionCookie, requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/logout'

const loginPath = '/admin/login'

export function loader() {
  return redirect('/admin')
}

/** Revokes the session (the token stops working for the API too), forgets the cookie, goes to sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const clearCookie = { 'Set-Cookie': clearedSessionCookie(site.config.cookieSecure) }
  try {
    const { token } = await requireAdminUser(request, site)
    await site.services.auth.logout(token)
  } catch (error) {
    // Without a valid session there is nothing to revoke: still leave for the sign-in page.
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return redirect(loginPath, { headers: clearCookie })
    }
    throw error
  }
  return redirect(loginPath, { headers: clearCookie })
}

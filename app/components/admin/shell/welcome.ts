import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { toast } from '~/components/ui/toast.tsx'

/** Marks the first admin page after signing in, so it can greet the owner once. */
export const welcomeParam = 'welcome'

export function withWelcome(target: string): string {
  const url = new URL(target, 'http://admin.invalid')
  url.searchParams.set(welcomeParam, '1')
  return `${url.pathname}${url.search}${url.hash}`
}

/** Shows the sign-in toast once and drops the marker from the address, so a reload does not repeat it. */
export function useWelcomeToast() {
  const [searchParams] = useSearchParams()
  const { pathname, hash, key } = useLocation()
  const navigate = useNavigate()
  const greeted = useRef<string | null>(null)

  useEffect(() => {
    if (searchParams.get(welcomeParam) !== '1' || greeted.current === key) return
    greeted.current = key
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' })
    const rest = new URLSearchParams(searchParams)
    rest.delete(welcomeParam)
    const search = rest.toString()
    navigate(
      { pathname, search: search ? `?${search}` : '', hash },
      { replace: true, preventScrollReset: true },
    )
  }, [searchParams, pathname, hash, key, navigate])
}

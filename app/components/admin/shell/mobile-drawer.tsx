import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Menu, X } from '~/components/ui/icons.tsx'
import { AdminBrand } from './admin-brand.tsx'
import { SidebarContent } from './sidebar-content.tsx'

const desktopQuery = '(min-width: 64rem)'

/** Below the lg breakpoint: a top bar whose menu button slides the sidebar in as a modal sheet. */
export function MobileTopBar({ username }: { username: string }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(desktopQuery)
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false)
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [open])

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card px-4 lg:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu className="h-6 w-6" aria-hidden="true" />
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 transition-opacity duration-200 starting:opacity-0" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card shadow-xl outline-none transition-transform duration-200 ease-out starting:-translate-x-full">
            <div className="flex h-16 items-center justify-between gap-3 border-b border-border px-4">
              <Dialog.Title asChild>
                <h2 className="min-w-0">
                  <AdminBrand />
                  <span className="sr-only"> menu</span>
                </h2>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close menu">
                  <X className="h-5 w-5" aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Sections of the site admin</Dialog.Description>
            <SidebarContent username={username} onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Link to="/admin" className="min-w-0 rounded-md">
        <AdminBrand />
      </Link>
    </header>
  )
}

import { Form, useNavigation } from 'react-router'
import { LoaderCircle, LogOut } from '~/components/admin/icons.tsx'
import { Button } from '~/components/ui/button.tsx'

export const logoutPath = '/admin/logout'

/** Posts to the logout action, which revokes the session and returns to the sign-in page. */
export function LogoutButton() {
  const navigation = useNavigation()
  const leaving = navigation.state !== 'idle' && navigation.formAction === logoutPath
  return (
    <Form method="post" action={logoutPath}>
      <Button type="submit" variant="ghost" className="w-full justify-start" disabled={leaving}>
        {leaving ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <LogOut className="h-4 w-4" aria-hidden="true" />
        )}
        {leaving ? 'Logging out...' : 'Logout'}
      </Button>
    </Form>
  )
}

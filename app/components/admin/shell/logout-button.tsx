import { Form, useNavigation } from 'react-router'
import { LogOut } from '~/components/admin/icons.tsx'
import { PendingButton } from '~/components/ui/pending-button.tsx'

export const logoutPath = '/admin/logout'

/** Posts to the logout action, which revokes the session and returns to the sign-in page. */
export function LogoutButton() {
  const navigation = useNavigation()
  const leaving = navigation.state !== 'idle' && navigation.formAction === logoutPath
  return (
    <Form method="post" action={logoutPath}>
      <PendingButton
        variant="ghost"
        className="w-full justify-start"
        pending={leaving}
        icon={LogOut}
        pendingLabel="Logging out..."
      >
        Logout
      </PendingButton>
    </Form>
  )
}

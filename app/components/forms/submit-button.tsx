import { Button } from '~/components/ui/button.tsx'
import { Loader2, Send } from '~/components/ui/icons.tsx'

/** A visitor form's send button: a spinner and the sending label while the form is on its way. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  return (
    <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
      {sending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Send className="h-4 w-4" aria-hidden="true" />
      )}
      {sending ? sendingLabel : label}
    </Button>
  )
}

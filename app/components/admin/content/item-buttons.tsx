import { ArrowUp, Pencil, Trash2 } from '~/components/admin/icons.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ArrowDown, Loader2 } from '~/components/ui/icons.tsx'

/** Edit, named for the item so a screen reader tells the cards' buttons apart. */
export function EditButton({ itemName, onClick }: { itemName: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Edit<span className="sr-only"> {itemName}</span>
    </Button>
  )
}

/** Delete after the browser's confirmation (spec §5). */
export function DeleteButton({
  itemName,
  confirmMessage,
  pending,
  onConfirm,
}: {
  itemName: string
  confirmMessage: string
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-destructive"
      disabled={pending}
      onClick={() => {
        if (window.confirm(confirmMessage)) onConfirm()
      }}
    >
      {pending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      )}
      {pending ? 'Deleting...' : 'Delete'}
      <span className="sr-only"> {itemName}</span>
    </Button>
  )
}

/** Move up and Move down in a list the owner orders; the first item has no up, the last no down. */
export function MoveButtons({
  itemName,
  busy,
  up,
  down,
}: {
  itemName: string
  busy: boolean
  up?: () => void
  down?: () => void
}) {
  return (
    <>
      <Button variant="outline" size="sm" disabled={busy || !up} onClick={up}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Move {itemName} up</span>
      </Button>
      <Button variant="outline" size="sm" disabled={busy || !down} onClick={down}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Move {itemName} down</span>
      </Button>
    </>
  )
}

/** Why the form was not sent, inside the form, until the visitor sends it again. */
export function FormRefusal({ title, message }: { title: string; message: string | undefined }) {
  if (!message) return null
  return (
    <div role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  )
}

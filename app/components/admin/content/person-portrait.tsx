import * as Avatar from '@radix-ui/react-avatar'

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => word[0]!.toUpperCase()).join('')
}

/** The photo once it has loaded; the initials before that and when it cannot be loaded. */
export function PersonPortrait({ name, url }: { name: string; url: string | null }) {
  return (
    <Avatar.Root className="inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft">
      {url ? <Avatar.Image src={url} alt="" className="h-full w-full object-cover" /> : null}
      <Avatar.Fallback className="text-sm font-semibold text-primary-soft-foreground">
        <span aria-hidden="true">{initials(name)}</span>
      </Avatar.Fallback>
    </Avatar.Root>
  )
}

import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec §9: a Copied! state lasts 2 seconds. */
export const copiedResetMs = 2000

/** Copies with the Clipboard API, falling back to the legacy selection copy where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused or the document lost focus: the legacy path below may still work.
  }
  return legacyCopy(text)
}

function legacyCopy(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.top = '0'
  field.style.opacity = '0'
  document.body.appendChild(field)
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  field.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  field.remove()
  previousFocus?.focus()
  return copied
}

/** A flag that turns on when something was copied and back off after {@link copiedResetMs}. */
export function useCopiedFlag(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const markCopied = useCallback(() => {
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), copiedResetMs)
  }, [])
  return [copied, markCopied]
}

import { Tooltip as RadixTooltip } from 'radix-ui'
import type { ReactNode } from 'react'

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms opens the next at once. */
export const tooltipDelayMs = 700
export const tooltipSkipDelayMs = 300

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={tooltipDelayMs} skipDelayDuration={tooltipSkipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  )
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md"
        >
          {content}
          <RadixTooltip.Arrow className="fill-foreground" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}

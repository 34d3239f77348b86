import { memo, useId } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import type { NetworkNode } from '~/content-types/network-graph.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { Connection } from './graph-model.ts'
import { linkTypeLabel, nodeKindLabel } from './node-labels.ts'

/** The selected node's description and its direct connections, or a hint when nothing is selected. */
export const NetworkDetails = memo(function NetworkDetails({
  node,
  connections,
}: {
  node: NetworkNode | undefined
  connections: Connection[]
}) {
  const { t } = useTranslation()
  const headingId = useId()
  if (!node) {
    return <p className="text-sm text-muted-foreground">{t('network.details.empty')}</p>
  }
  return (
    <div data-testid="network-details">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1.5 h-3.5 w-3.5 shrink-0 rounded-full"
          style={{ backgroundColor: node.color }}
        />
        <div className="min-w-0">
          <h4 lang={fallbackLang(node, 'name')} className="font-semibold text-card-foreground">
            {node.name}
          </h4>
          <Badge variant="muted" className="mt-1">
            {nodeKindLabel(t, node)}
          </Badge>
        </div>
      </div>
      <p lang={fallbackLang(node, 'description')} className="mt-3 text-sm text-muted-foreground">
        {node.description}
      </p>
      <p id={headingId} className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t('network.details.connections', { count: connections.length })}
      </p>
      {/* Scrolls when long, so it takes focus for keyboard scrolling. */}
      <section
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll by keyboard
        tabIndex={0}
        className="mt-2 max-h-56 overflow-y-auto rounded-md pr-1"
      >
        <ul className="space-y-2 text-sm">
          {connections.map(({ node: other, link }) => (
            <li key={`${link.source}-${link.target}`}>
              <span lang={fallbackLang(other, 'name')} className="font-medium text-card-foreground">
                {other.name}
              </span>
              <span className="text-muted-foreground">
                {' '}
                · {t('common.labelled', { label: linkTypeLabel(t, link) })}{' '}
                <span lang={fallbackLang(link, 'description')}>{link.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
})

import { NetworkExplorer } from '~/components/network/network-explorer.tsx'
import { Card } from '~/components/ui/card.tsx'
import type { NetworkDrawing } from '~/services/network.server.ts'

/** The whole graph as /network draws it, from what is saved: the admin's nodes and links pages show it. */
export function NetworkGraphPreview({ data: network }: { data: NetworkDrawing }) {
  return (
    <section aria-labelledby="content-preview-heading" className="mb-8">
      <Card className="p-5">
        <h2 id="content-preview-heading" className="text-lg font-semibold text-card-foreground">
          Preview
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The graph as{' '}
          <a href="/network" target="_blank" rel="noopener noreferrer" className="text-primary underline">
            /network<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          shows it, with {network.nodes.length - 1} nodes around you and {network.links.length} links, laid
          out again after every save.
        </p>
        <div className="mt-6">
          <NetworkExplorer nodes={network.nodes} links={network.links} layout={network.layout} />
        </div>
      </Card>
    </section>
  )
}

import { describe, expect, it } from 'vitest'
import { networkLinks, networkNodes } from '../../content/network.ts'
import { useTestServer } from '../support/test-server.ts'

type Node = { id: number; slug: string; name: string; type: string; category: string; description: string }
type Link = {
  id: number
  source: string
  target: string
  type: string
  strength: number
  description: string
}
type Refusal = { message: string; issues: { path: string; message: string }[] }

const server = useTestServer({}, { pages: true, signIn: true })

function admin<T = unknown>(method: string, path: string, json?: unknown) {
  return server.request<T>(path, { method, token: server.token, json })
}

const allNodes = async () => (await admin<Node[]>('GET', '/api/admin/network-nodes?limit=100')).body
async function allLinks() {
  const pages = await Promise.all(
    [1, 2, 3].map((page) => admin<Link[]>('GET', `/api/admin/network-links?limit=100&page=${page}`)),
  )
  return pages.flatMap((page) => page.body)
}

describe('the network graph as stored content', () => {
  it('starts with the demo graph, in the demo order, and is the owner’s alone', async () => {
    expect((await allNodes()).map((node) => node.slug)).toEqual(networkNodes.map((node) => node.slug))
    const links = await allLinks()
    expect(links).toHaveLength(networkLinks.length)
    expect(links[0]).toMatchObject({ source: 'center', target: 'ridgeline-federal-partners', strength: 90 })

    for (const path of ['/api/admin/network-nodes', '/api/admin/network-links']) {
      expect((await server.request(path)).status).toBe(401)
      expect((await server.request(path, { method: 'POST', json: {} })).status).toBe(401)
    }
  })

  it('validates a node: its fields, an organization’s category, and the owner’s own key', async () => {
    const empty = await admin<Refusal>('POST', '/api/admin/network-nodes', { type: 'skill' })
    expect(empty.status).toBe(400)
    expect(empty.body.issues.map((issue) => issue.path).sort()).toEqual(['description', 'name'])

    const noCategory = await admin<Refusal>('POST', '/api/admin/network-nodes', {
      name: 'Northwind Transit Authority',
      type: 'organization',
      description: 'Regional transit agency.',
    })
    expect(noCategory.status).toBe(400)
    expect(noCategory.body.issues).toEqual([
      { path: 'category', message: 'Choose the organization’s category' },
    ])

    const center = await admin<Refusal>('POST', '/api/admin/network-nodes', {
      name: 'Center',
      type: 'skill',
      description: 'Being in the middle.',
    })
    expect(center.status).toBe(400)
    expect(center.body.issues[0]?.path).toBe('slug')

    const taken = await admin('POST', '/api/admin/network-nodes', {
      name: 'Zero Trust',
      type: 'skill',
      description: 'Again.',
    })
    expect(taken.status).toBe(409)
  })

  it('refuses a link to a missing node, naming it, and a link of a node to itself', async () => {
    const missing = await admin<Refusal>('POST', '/api/admin/network-links', {
      source: 'center',
      target: 'northwind-transit-authority',
      type: 'collaboration',
      strength: 60,
      description: 'Fare modernization',
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('northwind-transit-authority')
    expect(missing.body.issues).toEqual([
      { path: 'target', message: 'No node has the key “northwind-transit-authority”' },
    ])

    const both = await admin<Refusal>('POST', '/api/admin/network-links', {
      source: 'nowhere',
      target: 'elsewhere',
      type: 'skill',
      strength: 10,
      description: 'Nothing',
    })
    expect(both.body.issues.map((issue) => issue.path)).toEqual(['source', 'target'])

    const itself = await admin<Refusal>('POST', '/api/admin/network-links', {
      source: 'zero-trust',
      target: 'zero-trust',
      type: 'skill',
      strength: 10,
      description: 'Circular',
    })
    expect(itself.status).toBe(400)
    expect(itself.body.issues[0]?.path).toBe('target')

    const tooStrong = await admin<Refusal>('POST', '/api/admin/network-links', {
      source: 'center',
      target: 'zero-trust',
      type: 'skill',
      strength: 150,
      description: 'Very strong',
    })
    expect(tooStrong.status).toBe(400)
    expect(tooStrong.body.issues.map((issue) => issue.path)).toEqual(['strength'])
    expect((await allLinks()).length).toBe(networkLinks.length)
  })

  it('adds a node and its links, carries a new key to the links, and deletes the links with the node', async () => {
    const node = await admin<Node>('POST', '/api/admin/network-nodes', {
      name: 'Northwind Transit Authority',
      type: 'organization',
      category: 'federal',
      description: 'Regional transit agency modernizing fare collection.',
    })
    expect(node.status).toBe(201)
    expect(node.body).toMatchObject({ slug: 'northwind-transit-authority', category: 'federal' })

    const link = await admin<Link>('POST', '/api/admin/network-links', {
      source: 'center',
      target: 'northwind-transit-authority',
      type: 'collaboration',
      strength: 60,
      description: 'Fare modernization',
    })
    expect(link.status).toBe(201)
    const fromSkill = await admin<Link>('POST', '/api/admin/network-links', {
      source: 'northwind-transit-authority',
      target: 'zero-trust',
      type: 'skill',
      strength: 40,
      description: 'Zero trust for the fare system',
    })
    expect(fromSkill.status).toBe(201)

    const retargeted = await admin<Refusal>('PATCH', `/api/admin/network-links/${link.body.id}`, {
      target: 'gone-node',
    })
    expect(retargeted.status).toBe(400)
    expect(retargeted.body.message).toContain('gone-node')
    expect((await admin('PATCH', '/api/admin/network-links/999999', { strength: 10 })).status).toBe(404)

    const renamed = await admin<Node>('PATCH', `/api/admin/network-nodes/${node.body.id}`, {
      slug: 'northwind-transit',
    })
    expect(renamed.status).toBe(200)
    const carried = (await allLinks()).filter((each) =>
      [each.source, each.target].includes('northwind-transit'),
    )
    expect(carried.map((each) => each.id).sort()).toEqual([link.body.id, fromSkill.body.id].sort())

    // A project or a skill keeps no category.
    const skill = await admin<Node>('PATCH', `/api/admin/network-nodes/${node.body.id}`, { type: 'skill' })
    expect(skill.body).toMatchObject({ type: 'skill', category: '' })

    expect((await admin('DELETE', `/api/admin/network-nodes/${node.body.id}`)).status).toBe(200)
    const left = await allLinks()
    expect(left).toHaveLength(networkLinks.length)
    expect(left.some((each) => [each.source, each.target].includes('northwind-transit'))).toBe(false)
    expect((await admin('DELETE', `/api/admin/network-nodes/${node.body.id}`)).status).toBe(404)
    expect((await admin('DELETE', `/api/admin/network-links/${link.body.id}`)).status).toBe(404)
  })

  it('shows /network from what is stored, in the page’s language, and drops the cached page on a save', async () => {
    const before = await server.request('/es/network')
    expect(before.status).toBe(200)
    expect(before.text).toContain('Confianza cero')
    expect(before.text).toContain('Acceso centrado en la identidad')
    expect((await server.request('/network')).text).toContain('Identity-centred access')

    const node = await admin<Node>('POST', '/api/admin/network-nodes', {
      name: 'Digital Sovereignty',
      type: 'skill',
      description: 'Keeping control of data and systems.',
      translations: { es: { name: 'Soberanía digital' } },
    })
    expect(node.status).toBe(201)
    const after = (await server.request('/es/network')).text
    expect(after).toContain('Soberanía digital')
    // The description has no Spanish yet: the page falls back to the English.
    expect(after).toContain('Keeping control of data and systems.')
    await admin('DELETE', `/api/admin/network-nodes/${node.body.id}`)
    expect((await server.request('/es/network')).text).not.toContain('Soberanía digital')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureUploads } from '../../scripts/upload-memory.ts'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'
import { hasProductionBuild, type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { adminCredentials } from '../support/test-server.ts'

// The production server as `npm start` runs it (its malloc settings included); Linux's /proc for memory.
describe.skipIf(!hasProductionBuild || testDialect !== 'sqlite' || process.platform !== 'linux')(
  'memory while images are uploaded',
  () => {
    let scratch: ScratchDatabase
    let server: ServerProcess | undefined
    beforeAll(async () => {
      scratch = await createScratchDatabase()
    })
    afterAll(async () => {
      if (server?.child.exitCode === null) server.child.kill('SIGTERM')
      await scratch?.drop()
    })

    it('stays under 250 MB through six uploads at once, and comes back near idle', async () => {
      server = await startServerProcess(scratch.env)
      const pid = server.child.pid as number
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminCredentials),
      })
      const { token } = (await login.json()) as { token: string }
      const {
        statuses,
        idleMb: idle,
        peakMb: peak,
        afterMb: after,
      } = await measureUploads(server.url, token, pid, 6)

      expect(statuses).toEqual([201, 201, 201, 201, 201, 201])
      expect(peak, `peak ${peak.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`).toBeLessThan(250)
      expect(after - idle, `after ${after.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`).toBeLessThan(60)
    }, 120_000)
  },
)

import { describe, expect, it } from 'vitest'
import { capabilityStatement } from '../../content/capability-statement.ts'
import { capabilityStatementType } from './capability-statement.ts'
import { editorInput, editorPayload, editorValues, payloadSource } from './editor-values.ts'

const throughEditor = (changes: Record<string, string> = {}) => {
  const values = { ...editorValues(capabilityStatementType, capabilityStatement), ...changes }
  return capabilityStatementType.patchSchema.safeParse(
    editorInput(capabilityStatementType, payloadSource(editorPayload(values))),
  )
}

describe('the capability statement’s editor', () => {
  it('sends the stored statement back unchanged', () => {
    const result = throughEditor()
    expect(result.error?.issues).toBeUndefined()
    expect(result.data).toMatchObject({
      uei: capabilityStatement.uei,
      naicsCodes: capabilityStatement.naicsCodes,
      pscCodes: capabilityStatement.pscCodes,
      // A vehicle's name keeps its comma: one vehicle a row.
      contractVehicles: capabilityStatement.contractVehicles,
      pastPerformance: capabilityStatement.pastPerformance,
    })
  })

  it('upper-cases identifiers and refuses malformed ones with what they should look like', () => {
    expect(throughEditor({ uei: ' q1w2e3r4t5y6 ', cage: '7ab12' }).data).toMatchObject({
      uei: 'Q1W2E3R4T5Y6',
      cage: '7AB12',
    })
    const refused = throughEditor({ uei: 'J7M9-HPT', cage: '123456', primaryNaics: '5415' })
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['uei', 'A UEI is 12 letters and digits, such as J7M9HPTGJ1S8'],
      ['cage', 'A CAGE code is 5 letters and digits, such as 8ABC1'],
      ['primaryNaics', 'A NAICS code is 6 digits, such as 541512'],
    ])
  })
})

import { useEffect, useState } from 'react'
import { currentLeadSource } from '~/lib/visit-source-storage.ts'

/** A hidden field carrying where the lead came from; filled in the browser after hydration. */
export function LeadSourceField() {
  const [value, setValue] = useState('')
  useEffect(() => {
    setValue(JSON.stringify(currentLeadSource()))
  }, [])
  return <input type="hidden" name="source" value={value} />
}

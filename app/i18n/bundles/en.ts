import { mergeAreas } from '../messages.ts'

export default mergeAreas(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' }))

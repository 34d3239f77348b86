import { mergeAreas } from '../messages.ts'

export default mergeAreas(import.meta.glob('../locales/fr/*.json', { eager: true, import: 'default' }))

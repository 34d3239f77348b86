import { mergeAreas } from '../messages.ts'

export default mergeAreas(import.meta.glob('../locales/es/*.json', { eager: true, import: 'default' }))

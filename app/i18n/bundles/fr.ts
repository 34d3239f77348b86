import { type Messages, mergeAreas } from '../messages.ts'

/** Every text of the language in one module: the browser's chunk for it (see ../browser.ts). */
export default mergeAreas(
  import.meta.glob<Messages>('../locales/fr/*.json', { eager: true, import: 'default' }),
)

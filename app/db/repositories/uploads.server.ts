import type { Insertable, Kysely } from 'kysely'
import type { Database, UploadRow, UploadTable } from '../schema.ts'

/** What a page needs to describe an upload: its file, its size and its variants' widths (JSON text). */
export type UploadDescription = Pick<UploadRow, 'id' | 'fileName' | 'width' | 'height' | 'variantWidths'>

/** The images the owner uploaded; their files live in the upload storage. */
export function uploadsRepository(db: Kysely<Database>) {
  return {
    async insert(upload: Insertable<UploadTable>): Promise<void> {
      await db.insertInto('uploads').values(upload).execute()
    },
    findFiles(id: string): Promise<Pick<UploadRow, 'fileName' | 'variantWidths'> | undefined> {
      return db
        .selectFrom('uploads')
        .select(['fileName', 'variantWidths'])
        .where('id', '=', id)
        .executeTakeFirst()
    },
    describe(fileNames: string[]): Promise<UploadDescription[]> {
      return db
        .selectFrom('uploads')
        .select(['id', 'fileName', 'width', 'height', 'variantWidths'])
        .where('fileName', 'in', fileNames)
        .execute()
    },
    async setVariantWidths(id: string, widths: number[]): Promise<void> {
      await db
        .updateTable('uploads')
        .set({ variantWidths: JSON.stringify(widths) })
        .where('id', '=', id)
        .execute()
    },
    async remove(id: string): Promise<void> {
      await db.deleteFrom('uploads').where('id', '=', id).execute()
    },
  }
}

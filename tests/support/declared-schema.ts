import path from 'node:path'
import { API, SymbolFlags } from 'typescript/unstable/sync'
import { projectRoot } from './project-commands.ts'

export type DeclaredColumn = { name: string; nullable: boolean }
export type DeclaredTable = { name: string; columns: DeclaredColumn[] }

const schemaFile = path.join(projectRoot, 'app/db/schema.ts')

/**
 * The tables and columns the code declares: the keys of the Kysely `Database` interface in
 * app/db/schema.ts, read with the TypeScript compiler. A column is nullable when null is part of the
 * type it is read as (the select type of a `ColumnType`/`Generated`).
 */
export function readDeclaredSchema(): DeclaredTable[] {
  const api = new API({ cwd: projectRoot })
  try {
    const snapshot = api.updateSnapshot({ openFiles: [schemaFile] })
    const project = snapshot.getDefaultProjectForFile(schemaFile)
    const source = project?.program.getSourceFile(schemaFile)
    if (!project || !source) throw new Error(`TypeScript could not load ${schemaFile}`)
    const { checker } = project
    const database = checker.resolveName('Database', SymbolFlags.Interface, source)
    if (!database) throw new Error(`${schemaFile} declares no Database interface`)
    const nullType = checker.getNullType()
    return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database)).map((table) => {
      const tableType = checker.getTypeOfSymbol(table)
      if (!tableType) throw new Error(`No type for the table ${table.name}`)
      const columns = checker.getPropertiesOfType(tableType).map((column) => {
        const declared = checker.getTypeOfSymbol(column)
        if (!declared) throw new Error(`No type for ${table.name}.${column.name}`)
        const selected = checker.getPropertyOfType(declared, '__select__')
        const readAs = (selected && checker.getTypeOfSymbol(selected)) ?? declared
        return { name: column.name, nullable: checker.isTypeAssignableTo(nullType, readAs) }
      })
      return { name: table.name, columns }
    })
  } finally {
    api.close()
  }
}

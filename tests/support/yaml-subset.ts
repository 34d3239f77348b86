/**
 * The block-style YAML that compose.yaml is written in: mappings, sequences (of scalars or mappings),
 * plain and quoted scalars, flow sequences of scalars, comments. Every scalar is a string. Anything
 * else (anchors, aliases, block scalars, flow mappings, tabs) is refused rather than misread, so the
 * test that reads compose.yaml fails loudly if the file leaves this subset.
 */
export type YamlValue = string | null | YamlValue[] | { [key: string]: YamlValue }

type Line = { number: number; indent: number; text: string }

function stripComment(text: string): string {
  let quote: string | undefined
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '#' && (index === 0 || text[index - 1] === ' ')) {
      return text.slice(0, index).trimEnd()
    }
  }
  return text.trimEnd()
}

function scalar(raw: string, line: Line): YamlValue {
  const text = raw.trim()
  if (text === '' || text === '~' || text === 'null') return null
  if (/^[&*!|>{]/.test(text)) throw new Error(`line ${line.number}: unsupported YAML: ${text}`)
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new Error(`line ${line.number}: unterminated string`)
    return JSON.parse(text) as string
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`line ${line.number}: unterminated string`)
    return text.slice(1, -1).replace(/''/g, "'")
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`line ${line.number}: unterminated flow sequence`)
    const inner = text.slice(1, -1).trim()
    if (inner === '') return []
    const items = inner.match(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^,]+/g) ?? []
    return items.map((item) => scalar(item, line))
  }
  return text
}

const keyPattern = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^\s"'#:][^:]*?):(?:\s+(.*))?$/

export function parseYaml(source: string): YamlValue {
  const lines: Line[] = []
  source.split('\n').forEach((raw, index) => {
    if (/^\t| \t/.test(raw)) throw new Error(`line ${index + 1}: tabs are not supported`)
    const text = stripComment(raw)
    if (text.trim() === '' || text.trim() === '---') return
    const indent = text.length - text.trimStart().length
    lines.push({ number: index + 1, indent, text: text.trim() })
  })
  let position = 0

  function block(indent: number): YamlValue {
    const first = lines[position]
    if (!first || first.indent !== indent) return null
    return first.text === '-' || first.text.startsWith('- ') ? sequence(indent) : mapping(indent)
  }

  function sequence(indent: number): YamlValue[] {
    const items: YamlValue[] = []
    while (position < lines.length) {
      const line = lines[position]!
      if (line.indent < indent) break
      if (line.indent > indent || !(line.text === '-' || line.text.startsWith('- ')))
        throw new Error(`line ${line.number}: expected a "- " item at column ${indent}`)
      const content = line.text.slice(1).trim()
      if (content === '') {
        position++
        items.push(
          lines[position] && lines[position]!.indent > indent ? block(lines[position]!.indent) : null,
        )
      } else if (keyPattern.test(content) && !content.startsWith('[') && !/^["']/.test(content)) {
        // "- key: value": a mapping whose keys line up with this first one.
        const column = indent + (line.text.length - content.length)
        lines[position] = { number: line.number, indent: column, text: content }
        items.push(mapping(column))
      } else {
        position++
        items.push(scalar(content, line))
      }
    }
    return items
  }

  function mapping(indent: number): { [key: string]: YamlValue } {
    const result: { [key: string]: YamlValue } = {}
    while (position < lines.length) {
      const line = lines[position]!
      if (line.indent < indent) break
      if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`)
      const match = keyPattern.exec(line.text)
      if (!match) throw new Error(`line ${line.number}: expected "key: value", found ${line.text}`)
      const key = scalar(match[1]!, line) as string
      if (key in result) throw new Error(`line ${line.number}: duplicate key ${key}`)
      position++
      if (match[2] !== undefined && match[2] !== '') {
        result[key] = scalar(match[2], line)
        continue
      }
      const next = lines[position]
      if (next && next.indent > indent) result[key] = block(next.indent)
      else if (next && next.indent === indent && next.text.startsWith('- ')) result[key] = sequence(indent)
      else result[key] = null
    }
    return result
  }

  const value = block(lines[0]?.indent ?? 0)
  if (position < lines.length) throw new Error(`line ${lines[position]!.number}: unexpected content`)
  return value
}

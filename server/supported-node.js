// @ts-check
// Plain JavaScript, like the launcher that imports it: it must run on any Node.js, including the old
// ones it turns away.

/** The oldest Node.js the site runs on; package.json's `engines` states the same range. */
export const minimumNodeVersion = '22.22.0'

/** @param {string} version  `1.2.3`, as in `process.versions.node` */
function parts(version) {
  return version.split('.').map((part) => Number.parseInt(part, 10) || 0)
}

/** @param {string} version */
export function isSupportedNode(version) {
  const have = parts(version)
  const need = parts(minimumNodeVersion)
  for (let index = 0; index < need.length; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0)
    if (difference !== 0) return difference > 0
  }
  return true
}

/**
 * The one line a start on an older Node.js prints before it exits, or undefined when `version` is
 * supported.
 * @param {string} version
 */
export function unsupportedNodeMessage(version) {
  if (isSupportedNode(version)) return undefined
  return `This site needs Node.js 24 LTS (22.22 or later also works); this is Node.js ${version}. Install Node.js 24 from https://nodejs.org/, or on Linux run \`npm start\`, which uses the Node.js 24 that \`npm install\` brings.`
}

/** An icon's symbol id, the same in the sprite file and in a page: `<use href="#icon-menu">`. */
export const iconSymbolId = (name: string) => `icon-${name}`

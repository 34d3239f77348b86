/**
 * The site's typeface (decision 031) and how a page starts using it. Shared by the page head and by
 * scripts/fonts.ts, which cuts the file and writes the fallbacks' rules.
 */
export const textFamily = 'Public Sans'
/** The weights the site draws text in: regular to bold (font-normal … font-bold). */
export const textWeights = { min: 400, max: 700 } as const
/** Set once the face has loaded in this visit: later pages can use it from their first paint. */
export const textFontLoadedKey = 'text-font-loaded'
/** A performance mark at the moment a page declares the face (visible in the browser's performance tools). */
export const textFontMark = 'text-font-declared'

/**
 * The head script that declares the face. On a visit's first page it waits for the first contentful
 * paint, drawn in the metric-matched fallback, so the 21 kB file never delays it; once the face has been
 * loaded in the visit (or the service worker, which precaches it, controls the page) it is declared at
 * once and a page paints in it from the start. `font-display: swap` and the fallbacks' metrics keep the
 * swap from moving anything.
 */
export function textFontScript(url: string): string {
  const source = JSON.stringify(`url(${JSON.stringify(url)}) format("woff2")`)
  const descriptors = JSON.stringify({
    weight: `${textWeights.min} ${textWeights.max}`,
    style: 'normal',
    display: 'swap',
  })
  const key = JSON.stringify(textFontLoadedKey)
  return `(function(){try{var f=new FontFace(${JSON.stringify(textFamily)},${source},${descriptors});var declare=function(){document.fonts.add(f);performance.mark(${JSON.stringify(textFontMark)});f.load().then(function(){try{sessionStorage.setItem(${key},'1')}catch(e){}},function(){})};var loaded=false;try{loaded=sessionStorage.getItem(${key})==='1'}catch(e){}if(loaded||(navigator.serviceWorker&&navigator.serviceWorker.controller))return declare();var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return addEventListener('load',declare);var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();declare()}});o.observe({type:'paint',buffered:true})}catch(e){}})()`
}

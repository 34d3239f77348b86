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
 * The head script that declares the face. Once the file has been loaded in the visit (a sessionStorage
 * mark) or the service worker, which precaches it, controls the page, the face is declared at once with
 * `font-display: optional`: it comes from the cache before the first paint, and if it ever does not,
 * the page keeps the fallback rather than reflow. On a visit's first page nothing waits for it: the
 * page paints and settles in the metric-matched fallback, the file is fetched two seconds after the
 * page has loaded (it serves the pages after this one, so it must not race this page's own paint and
 * images on a slow line), and the face is put to use at the visitor's first click, key or move to another page, when a
 * reflow of a line is part of what they asked for (a layout shift right after an input is not one).
 */
/** How long after the first page's load its file is fetched. */
export const textFontAfterLoadMs = 2000

export function textFontScript(url: string): string {
  const afterLoadMs = textFontAfterLoadMs
  const source = JSON.stringify(`url(${JSON.stringify(url)}) format("woff2")`)
  const descriptors = (display: string) =>
    JSON.stringify({ weight: `${textWeights.min} ${textWeights.max}`, style: 'normal', display })
  const family = JSON.stringify(textFamily)
  const key = JSON.stringify(textFontLoadedKey)
  const mark = JSON.stringify(textFontMark)
  return `(function(){try{var remember=function(){try{sessionStorage.setItem(${key},'1')}catch(e){}};var loaded=false;try{loaded=sessionStorage.getItem(${key})==='1'}catch(e){}if(loaded||(navigator.serviceWorker&&navigator.serviceWorker.controller)){var f=new FontFace(${family},${source},${descriptors('optional')});document.fonts.add(f);performance.mark(${mark});f.load().then(remember,function(){});return}var face=new FontFace(${family},${source},${descriptors('swap')});var events=['click','keyup','popstate'];var use=function(){events.forEach(function(name){removeEventListener(name,use,true)});document.fonts.add(face);performance.mark(${mark})};addEventListener('load',function(){setTimeout(function(){face.load().then(function(){remember();events.forEach(function(name){addEventListener(name,use,true)})},function(){})},${afterLoadMs})})}catch(e){}})()`
}

/**
 * A desktop browser's User-Agent. Node's own ('node') and headless Chromium's ('HeadlessChrome') count
 * as bots, which the site never sends to another language's URL.
 */
export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// usage: node shots.tmp.mjs BASE OUTDIR "path1,path2" [admin] [widths] [themes] [langs] [clickText]
import { chromium } from 'playwright'
const [base, out, pathsArg, admin = '', widthsArg = '390,1440', themesArg = 'light,dark', langsArg = 'en,es', click = ''] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of widthsArg.split(',').map(Number)) for (const theme of themesArg.split(',')) for (const lang of langsArg.split(',')) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: theme, isMobile: width < 500, hasTouch: width < 500, deviceScaleFactor: 1 })
  await context.addCookies([{ name: 'lang', value: lang, url: base }, { name: 'theme', value: theme, url: base }])
  const page = await context.newPage()
  if (admin) {
    await page.goto(base + '/admin/login')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('a-long-test-password-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/admin')
  }
  for (const path of pathsArg.split(',')) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    if (click) { for (const step of click.split('>')) { await page.getByText(step, { exact: true }).first().click(); await page.waitForTimeout(400) } }
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}-${lang}.png`
    await page.screenshot({ path: name, fullPage: !admin && !click })
    console.log(name)
  }
  await context.close()
}
await browser.close()

import { describe, expect, it } from 'vitest'
import { languageOfPath, localizedPath, requestLanguage, unlocalizedPath } from './config.ts'

describe('language URLs', () => {
  it('reads the language from the first segment only when it is a whole language segment', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/projects')).toBe('en')
    expect(languageOfPath('/es')).toBe('es')
    expect(languageOfPath('/es/')).toBe('es')
    expect(languageOfPath('/fr/blog/a-post')).toBe('fr')
    expect(languageOfPath('/es?x=1')).toBe('es')
    expect(languageOfPath('/en/projects')).toBe('en')
    expect(languageOfPath('/espresso')).toBe('en')
    expect(languageOfPath('/de/blog')).toBe('en')
  })

  it('moves a path to another language and back, keeping its query and fragment', () => {
    expect(localizedPath('/', 'es')).toBe('/es/')
    expect(localizedPath('/blog?page=2', 'fr')).toBe('/fr/blog?page=2')
    expect(localizedPath('/projects#zero-trust', 'es')).toBe('/es/projects#zero-trust')
    expect(localizedPath('/es/blog/x', 'fr')).toBe('/fr/blog/x')
    expect(localizedPath('/es/blog/x', 'en')).toBe('/blog/x')
    expect(localizedPath('/fr', 'en')).toBe('/')
    expect(localizedPath('/espresso', 'es')).toBe('/es/espresso')
    expect(unlocalizedPath('/es/')).toBe('/')
    expect(unlocalizedPath('/fr/blog')).toBe('/blog')
  })

  it('leaves links that are not site paths alone', () => {
    expect(localizedPath('https://example.com/a', 'es')).toBe('https://example.com/a')
    expect(localizedPath('//example.com/a', 'es')).toBe('//example.com/a')
    expect(localizedPath('mailto:a@b.c', 'fr')).toBe('mailto:a@b.c')
    expect(localizedPath('#plans', 'fr')).toBe('#plans')
  })

  it("answers a public page in its URL's language and the admin in the saved choice", () => {
    const request = (path: string, cookie = 'lang=fr') =>
      new Request(`https://site.example${path}`, { headers: { cookie, 'accept-language': 'es' } })
    expect(requestLanguage(request('/projects'))).toBe('en')
    expect(requestLanguage(request('/es/projects'))).toBe('es')
    expect(requestLanguage(request('/admin/leads'))).toBe('fr')
    expect(requestLanguage(request('/admin', ''))).toBe('es')
  })
})

import { blogCategories, blogTagSuggestions } from '~/schemas/categories.ts'
import { defineContentType } from './definition.ts'
import { choice, image, longText, slug, tags, text, yesNo } from './fields.ts'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const blogPostType = defineContentType({
  key: 'blogPosts',
  table: 'blogPosts',
  cacheKind: 'blogPost',
  noun: 'blog post',
  order: 'newest',
  tracksUpdates: true,
  fields: {
    title: text('Title', 200, { translatable: true }),
    slug: slug(),
    excerpt: longText('Excerpt', 500, { control: 'long-text', rows: 3, translatable: true }),
    content: longText('Content', 60_000, {
      control: 'markdown',
      // Taller than spec §9's 10 rows: a post is written here (docs/decisions/029).
      rows: 18,
      translatable: true,
      hint: 'Markdown: ## headings, **bold**, *italic*, > quotes, - lists, [links](https://…), `code`, ```ts fenced code```, | tables |. Paste or drop an image to add it; an *italic line* right under an image is its caption.',
    }),
    category: choice('Category', blogCategories),
    tags: tags('Tags', {
      maxItems: 20,
      maxLength: 50,
      suggestions: blogTagSuggestions,
      suggestionNoun: 'tag',
      placeholder: 'AI Strategy, Governance',
    }),
    imageUrl: image('Image URL', 'Preview of the post image'),
    published: yesNo('Published', 1, 'Shown on the blog; unchecked keeps it a draft.'),
    featured: yesNo('Featured', 0),
  },
  admin: {
    path: 'blog-posts',
    title: 'Blog Posts',
    subtitle: 'Write, publish and feature your articles',
    buttonNoun: 'Post',
    emptyText: 'Get started by writing your first article',
    emptyAction: 'Create First Post',
    icon: 'articles',
    idPrefix: 'post',
    dialogClassName: 'h-[90vh] max-w-4xl!',
    layout: [
      { row: ['title', 'slug'] },
      'excerpt',
      'content',
      { row: ['category', 'tags'] },
      'imageUrl',
      { row: ['published', 'featured'] },
    ],
    card: {
      heading: (post) => post.title,
      badges: (post) => [
        post.published === 1
          ? { label: 'Published', variant: 'accent' as const }
          : { label: 'Draft', variant: 'muted' as const },
        ...(post.featured === 1 ? [{ label: 'Featured', variant: 'default' as const }] : []),
        { label: post.category, variant: 'outline' },
      ],
      text: (post) => post.excerpt,
      chips: { label: 'Tags', of: (post) => post.tags },
      link: (post) =>
        post.published === 1
          ? { href: `/blog/${encodeURIComponent(post.slug)}`, label: 'View', about: post.title }
          : null,
    },
    summary: (posts) => {
      if (posts.length === 0) return undefined
      const published = posts.filter((post) => post.published === 1).length
      const drafts = posts.length - published
      return `${count(posts.length, 'post', 'posts')}: ${published} published, ${count(drafts, 'draft', 'drafts')}`
    },
  },
})

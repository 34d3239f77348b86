import { Badge } from '~/components/ui/badge.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { blogCategories } from '~/schemas/categories.ts'

/** The post's category in the page language; a category outside the public list shows as stored. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { t } = useTranslation()
  const known = (blogCategories as readonly string[]).includes(category)
  return <Badge className={className}>{known ? t(`blog.categories.${category}`) : category}</Badge>
}

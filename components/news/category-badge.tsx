import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** "technical" → "Technical" (spec §2: the category as a capitalised badge). */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  if (!category) return null;
  return (
    <Badge variant="accent" className={cn('tracking-wide', className)}>
      {capitalise(category)}
    </Badge>
  );
}

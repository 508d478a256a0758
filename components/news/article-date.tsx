import { formatLongDate, isoDateTime } from '@/lib/domain/dates';
import { cn } from '@/lib/utils';

export function ArticleDate({ value, className }: { value: string; className?: string }) {
  const label = formatLongDate(value);
  if (!label) return null;
  return (
    <span className={cn('meta-item', className)}>
      <span className="icon-calendar-days size-4" />
      <time dateTime={isoDateTime(value)}>{label}</time>
    </span>
  );
}

import { Badge } from '@/components/ui/badge';
import { articleStatusLabels, type ArticleStatus } from '@/lib/domain/news';
import { formatIndianDateTime } from '@/lib/domain/date-time';

/** Where an article stands, in words an editor acts on. */
export function articleStatusSentence(status: ArticleStatus, publishedAt: Date): string {
  if (status === 'draft') return 'It is a draft: it is not on the site.';
  if (status === 'scheduled') return `It is scheduled: it appears on the site on ${formatIndianDateTime(publishedAt)}.`;
  return `It is published, dated ${formatIndianDateTime(publishedAt)}: it is on the site (public pages show a change within 10 seconds).`;
}

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge variant={status === 'published' ? 'accent' : 'outline'}>{articleStatusLabels[status]}</Badge>;
}

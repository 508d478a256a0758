import type { LeadEvent } from '@/db/queries/lead-inbox';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { isLeadStatus, leadStatusLabels } from '@/lib/domain/lead-workflow';

const statusWord = (value: string | null) => (value && isLeadStatus(value) ? leadStatusLabels[value] : (value ?? ''));

function describe(event: LeadEvent): string {
  if (event.type === 'status') return `Status: ${statusWord(event.fromValue)} → ${statusWord(event.toValue)}`;
  if (event.type === 'dealer_created') return `Dealer created: ${event.toValue ?? ''}`;
  if (event.type === 'assignment') return event.toValue ? `Assigned to ${event.toValue}` : `Unassigned (was ${event.fromValue ?? 'nobody'})`;
  return 'Note';
}

/** Everything staff did on a lead, oldest first, with who and when. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet: the lead is New and nobody is assigned.</p>;
  return (
    <ol className="grid gap-3" aria-label="History">
      {events.map((event) => (
        <li key={event.id} className="grid gap-1 border-l-2 border-border pl-3">
          <p className="text-sm">
            <span className="font-semibold">{describe(event)}</span>
            <span className="text-muted-foreground">
              {' '}
              by {event.actorName}, <time dateTime={event.createdAt.toISOString()}>{formatIndianDateTime(event.createdAt)}</time>
            </span>
          </p>
          {event.note && <p className="text-sm whitespace-pre-wrap">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

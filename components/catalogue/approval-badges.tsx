import { approvalBodyNames, type ApprovalBody } from '@/lib/domain/classification';
import { cn } from '@/lib/utils';

/** The approvals in force, as short badges ('IBR', 'RDSO'); the body's full name on hover. */
export function ApprovalBadges({ bodies, className }: { bodies: ApprovalBody[]; className?: string }) {
  if (bodies.length === 0) return null;
  return (
    <ul aria-label="Approvals" className={cn('flex flex-wrap gap-1.5', className)}>
      {bodies.map((body) => (
        <li key={body}>
          <abbr title={approvalBodyNames[body]} className="approval-badge">
            {body}
          </abbr>
        </li>
      ))}
    </ul>
  );
}

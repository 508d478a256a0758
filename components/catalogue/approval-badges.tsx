import { approvalBodyNames, type ApprovalBody } from '@/lib/domain/classification';
import { cn } from '@/lib/utils';

/** The approvals in force, as short badges ('IBR', 'RDSO'); the body's full name on hover. */
export function ApprovalBadges({ bodies, className }: { bodies: ApprovalBody[]; className?: string }) {
  if (bodies.length === 0) return null;
  return (
    <ul aria-label="Approvals" className={cn('flex flex-wrap gap-1.5', className)}>
      {bodies.map((body) => (
        <li key={body}>
          <abbr
            title={approvalBodyNames[body]}
            className="inline-flex items-center gap-1 rounded-md border border-emerald-700/30 bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-900 no-underline"
          >
            <span className="icon-shield-check size-3.5" aria-hidden="true" />
            {body}
          </abbr>
        </li>
      ))}
    </ul>
  );
}

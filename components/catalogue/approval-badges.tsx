import { approvalBodyNames, type ApprovalBody } from '@/lib/domain/approval-bodies';

/**
 * The approvals in force as short badges ('IBR', 'RDSO'), the body's full name on hover. Plain
 * markup that loads only the bodies' names, so that client cards draw it from the short names
 * alone (their props travel in the page's RSC payload; the full names need not).
 */
export function ApprovalBadges({ bodies, className }: { bodies: ApprovalBody[]; className?: string }) {
  if (bodies.length === 0) return null;
  return (
    <ul aria-label="Approvals" className={className ? `approvals ${className}` : 'approvals'}>
      {bodies.map((body) => (
        <li key={body}>
          <abbr title={approvalBodyNames[body]}>{body}</abbr>
        </li>
      ))}
    </ul>
  );
}

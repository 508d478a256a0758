import { ApprovalBadgeList, type NamedApproval } from '@/components/catalogue/approval-badge-list';
import { approvalBodyNames, type ApprovalBody } from '@/lib/domain/classification';

/** The approvals in force, as short badges ('IBR', 'RDSO'); the body's full name on hover. */
export function ApprovalBadges({ bodies, className }: { bodies: ApprovalBody[]; className?: string }) {
  return <ApprovalBadgeList approvals={namedApprovals(bodies)} className={className} />;
}

export function namedApprovals(bodies: ApprovalBody[]): NamedApproval[] {
  return bodies.map((body) => [body, approvalBodyNames[body]]);
}

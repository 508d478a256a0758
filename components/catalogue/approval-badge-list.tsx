import { clsx } from 'clsx';

/** An approval body's short name and its full name: 'IBR', 'Indian Boiler Regulations (…)'. */
export type NamedApproval = [body: string, name: string];

/**
 * Approvals as short badges with the full name on hover. Plain markup with no domain imports, so
 * that a client card (CategoryProductCardView) can draw it from its props as servers do.
 */
export function ApprovalBadgeList({ approvals, className }: { approvals: NamedApproval[]; className?: string }) {
  if (approvals.length === 0) return null;
  return (
    <ul aria-label="Approvals" className={clsx('approvals', className)}>
      {approvals.map(([body, name]) => (
        <li key={body}>
          <abbr title={name}>{body}</abbr>
        </li>
      ))}
    </ul>
  );
}

import type { ProductView } from '@/db/types';
import { formatCalendarDate } from '@/lib/catalogue';
import { approvalBodyNames, approvalBodies, isApprovalCurrent, isoToday } from '@/lib/domain/classification';

/**
 * A product's approvals near the top of its page: who approved it, the certificate number, what
 * it covers and until when. A lapsed approval stays listed, marked as expired.
 */
export function ProductApprovals({ product }: { product: Pick<ProductView, 'approvals'> }) {
  if (product.approvals.length === 0) return null;
  const today = isoToday();
  const approvals = [...product.approvals].sort((a, b) => approvalBodies.indexOf(a.body) - approvalBodies.indexOf(b.body));
  return (
    <section aria-labelledby="approvals-heading" className="rounded-lg border border-emerald-700/25 bg-emerald-50/60 p-4">
      <h2 id="approvals-heading" className="mb-3 flex items-center gap-1.5 text-sm font-bold tracking-wider uppercase">
        <span className="icon-shield-check size-4 text-emerald-800" />
        Approvals
      </h2>
      <ul className="space-y-3 text-sm">
        {approvals.map((approval) => {
          const current = isApprovalCurrent(approval, today);
          return (
            <li key={`${approval.body}-${approval.certificate_number}`} className="flex gap-3">
              <span
                className={`inline-flex h-6 min-w-14 shrink-0 items-center justify-center rounded-md border px-1.5 text-xs font-bold ${current ? 'border-emerald-700/30 bg-white text-emerald-900' : 'border-border bg-muted text-muted-foreground line-through'}`}
              >
                {approval.body}
              </span>
              <div className="min-w-0">
                <p className="font-semibold">{approvalBodyNames[approval.body]}</p>
                {approval.scope && <p className="text-muted-foreground">{approval.scope}</p>}
                <p className="break-words">
                  Certificate <span className="font-mono">{approval.certificate_number}</span>
                  {approval.valid_until && (
                    <>
                      {', '}
                      {current ? (
                        <>valid until {formatCalendarDate(approval.valid_until)}</>
                      ) : (
                        <span className="inline-flex items-center gap-1 font-semibold text-destructive">
                          <span className="icon-shield-off size-3.5" />
                          expired {formatCalendarDate(approval.valid_until)}
                        </span>
                      )}
                    </>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { ActionForm } from '@/components/admin/action-form';
import { Badge } from '@/components/ui/badge';
import { setDealerActivation } from '@/lib/actions/admin/save-dealer';

/** Whether the locator shows the dealer. */
export function DealerStatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'accent' : 'outline'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** One button: deactivate an active dealer (off the locator, kept here) or reactivate an inactive one. */
export function DealerActivationButton({ dealer }: { dealer: { id: string; name: string; is_active: boolean; version: number } }) {
  return (
    <ActionForm
      id={`dealer-activation-${dealer.id}`}
      action={setDealerActivation}
      fields={[]}
      hidden={{ id: dealer.id, version: String(dealer.version), is_active: String(!dealer.is_active) }}
      submitLabel={dealer.is_active ? 'Deactivate' : 'Reactivate'}
      pendingLabel="Saving…"
      variant="outline"
      repeated
      refuseWhileUnsaved={`Save them with Save dealer first, or undo them, then ${dealer.is_active ? 'deactivate' : 'reactivate'} the dealer.`}
    />
  );
}

import type { ProductSaveOutcome } from '@/db/queries/products-admin';
import { failed } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { productMessages } from '@/lib/schemas/product';

/** Why a save wrote nothing, as the form shows it. */
export function productSaveRefusal(outcome: Exclude<ProductSaveOutcome, { outcome: 'saved' }>): AdminFormState {
  switch (outcome.outcome) {
    case 'id_taken':
      return failed(CHECK_FIELDS_MESSAGE, { id: productMessages.idTaken });
    case 'id_redirects':
      return failed(CHECK_FIELDS_MESSAGE, { id: productMessages.idRedirect(outcome.productId) });
    case 'stale':
      return failed(outcome.savedBy ? productMessages.staleBy(outcome.savedBy) : productMessages.stale);
    case 'renamed':
      return failed(productMessages.renamed(outcome.productId));
    case 'not_found':
      return failed(productMessages.gone);
  }
}


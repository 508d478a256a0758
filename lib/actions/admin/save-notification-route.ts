'use server';

import { revalidatePath } from 'next/cache';
import { setNotificationRoute } from '@/db/queries/notification-routes';
import { runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { audit } from '@/lib/auth/runtime';
import { inboxLeadKindLabels } from '@/lib/domain/lead-workflow';
import { notificationRouteForm } from '@/lib/schemas/notification-routes';

/** Who receives one kind of lead's notification (applies to the next one sent, queued or not). */
export async function saveNotificationRoute(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-notification-route',
    formData,
    schema: notificationRouteForm.schema,
    access: { permission: 'notifications:manage' },
    run: async ({ kind, recipients }, { runtime, staff }) => {
      const user = signedIn(staff);
      await setNotificationRoute(kind, recipients, user.id);
      // Staff addresses, not visitors' data: the entry may name them.
      await audit(runtime, { action: 'notification_route_changed', actor: user, details: { kind, recipients: recipients ?? 'default' } });
      revalidatePath('/admin/notifications');
      const label = inboxLeadKindLabels[kind];
      return succeeded(recipients ? `${label} notifications now go to ${recipients}.` : `${label} notifications go to the default recipients again.`);
    },
  });
}

import type { Metadata } from 'next';
import { ActionForm } from '@/components/admin/action-form';
import { AdminSection, PageTitle } from '@/components/admin/notice';
import { listNotificationRoutes } from '@/db/queries/notification-routes';
import { saveNotificationRoute } from '@/lib/actions/admin/save-notification-route';
import { requireStaff } from '@/lib/auth/session';
import { inboxLeadKindLabels, notifiedLeadKinds } from '@/lib/domain/lead-workflow';
import { mailSettingsFromEnv } from '@/lib/mail';
import { notificationRouteForm } from '@/lib/schemas/notification-routes';

export const metadata: Metadata = { title: 'Notifications' };

export default async function NotificationsPage() {
  await requireStaff('notifications:manage');
  const routes = await listNotificationRoutes();
  const { notifyTo, notifyToCareers } = mailSettingsFromEnv();
  return (
    <>
      <PageTitle lead="Who receives the e-mail about each new lead. A change applies to the next e-mail sent, including those waiting in the outbox.">Notifications</PageTitle>
      {notifiedLeadKinds.map((kind) => (
        <AdminSection key={kind} title={inboxLeadKindLabels[kind]}>
          <ActionForm
            id={`route-${kind}`}
            action={saveNotificationRoute}
            fields={notificationRouteForm.fields(kind === 'career_application' ? notifyToCareers : notifyTo)}
            hidden={{ kind }}
            defaults={{ recipients: routes[kind] ?? '' }}
            submitLabel="Save recipients"
            pendingLabel="Saving…"
            inline
            repeated
          />
        </AdminSection>
      ))}
    </>
  );
}

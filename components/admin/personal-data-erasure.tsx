'use client';

import Link from 'next/link';
import { ActionForm } from '@/components/admin/action-form';
import { erasePersonalData } from '@/lib/actions/admin/erase-personal-data';
import { findPersonalData, type PersonalDataFound } from '@/lib/actions/admin/find-personal-data';
import type { AdminField } from '@/lib/schemas/staff';

/** Find what is stored about one person, see it listed, then erase it (with a confirmation). */
export function PersonalDataErasure({ findFields, eraseFields }: { findFields: readonly AdminField[]; eraseFields: readonly AdminField[] }) {
  return (
    <ActionForm<PersonalDataFound>
      id="personal-data-find"
      action={findPersonalData}
      fields={findFields}
      submitLabel="Find"
      pendingLabel="Looking…"
      inline
      successView={({ message, data }) => data && <Found message={message} data={data} eraseFields={eraseFields} />}
    />
  );
}

function Found({ message, data, eraseFields }: { message: string; data: PersonalDataFound; eraseFields: readonly AdminField[] }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="font-semibold">
        {message}
      </p>
      {data.leads.length > 0 && (
        <>
          <ul className="grid gap-1 text-sm">
            {data.leads.map((lead) => (
              <li key={lead.key}>
                <Link href={lead.href} className="underline">
                  {lead.kind}
                </Link>{' '}
                received {lead.received}
                {lead.name ? `, from ${lead.name}` : ''}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            Erasing deletes these leads with their status, notes and history, a career applicant&apos;s resume file, and the e-mails about them (queued, and saved copies).
          </p>
          <ActionForm id="personal-data-erase" action={erasePersonalData} fields={eraseFields} hidden={{ person: data.person }} submitLabel="Erase everything listed" pendingLabel="Erasing…" variant="destructive" />
        </>
      )}
      <p className="text-sm">
        <a href="/admin/personal-data" className="underline">
          Look up someone else
        </a>
      </p>
    </div>
  );
}

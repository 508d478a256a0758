import { renderHtml, renderText, type EmailContent } from './layout';
import type { OutboxMessage } from '@/db/types';
import { formatIndianDateTime } from '@/lib/domain/date-time';

// The e-mails that give a staff member access to the back office: an invitation (set a password)
// and a password reset. Each holds a one-time link; nothing else in them is secret.

type Common = { to: string; name: string; url: string; companyName: string };

function message(to: string, subject: string, content: EmailContent): OutboxMessage {
  return { to, subject, text: renderText(content), html: renderHtml(content) };
}

const footer = (companyName: string) =>
  `Sent by the ${companyName} website's back office. If you did not expect this e-mail, ignore it: nothing changes until the link is used.`;

export function staffInvitationEmail({ to, name, url, companyName, invitedBy, roleLabel, expiresAt }: Common & { invitedBy: string | null; roleLabel: string; expiresAt: Date }): OutboxMessage {
  return message(to, `Your ${companyName} back office account`, {
    heading: 'You are invited to the back office',
    intro: `Hello ${name}, ${invitedBy ? `${invitedBy} has invited you` : 'you are invited'} to the ${companyName} website's back office as ${roleLabel}. Choose a password to finish setting up your account; then you can sign in.`,
    action: { label: 'Set your password', url },
    sections: [{ title: 'Invitation', rows: [{ label: 'Account', value: to }, { label: 'Link valid until', value: formatIndianDateTime(expiresAt) }] }],
    footer: footer(companyName),
  });
}

export function passwordResetEmail({ to, name, url, companyName, validMinutes }: Common & { validMinutes: number }): OutboxMessage {
  return message(to, `Reset your ${companyName} back office password`, {
    heading: 'Reset your password',
    intro: `Hello ${name}, someone (hopefully you) asked to reset the password of your back office account. The link works once, for ${validMinutes} minutes.`,
    action: { label: 'Choose a new password', url },
    sections: [],
    footer: footer(companyName),
  });
}

// The frame every notification e-mail shares: a plain-text version and an HTML version built
// from the same rows. Every value is escaped for HTML; nothing a visitor typed is ever markup.

export type EmailRow = { label: string; value: string | null };
export type EmailSection = { title: string; rows: EmailRow[] };
/** A link the reader should follow (a staff invitation, a password reset): a button in HTML, the plain URL in text. */
export type EmailAction = { label: string; url: string };
export type EmailContent = { heading: string; intro: string; action?: EmailAction; sections: EmailSection[]; footer: string };

const NOT_PROVIDED = '(not provided)';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export function renderText({ heading, intro, action, sections, footer }: EmailContent): string {
  const lines = [heading, '='.repeat(Math.min(heading.length, 72)), '', intro, ''];
  if (action) lines.push(`${action.label}:`, action.url, '');
  for (const section of sections) {
    lines.push(section.title.toUpperCase(), '-'.repeat(Math.min(section.title.length, 72)));
    for (const row of section.rows) {
      const value = row.value ?? NOT_PROVIDED;
      if (value.includes('\n')) lines.push(`${row.label}:`, ...value.split('\n').map((line) => `  ${line}`));
      else lines.push(`${row.label}: ${value}`);
    }
    lines.push('');
  }
  lines.push('--', footer, '');
  return lines.join('\n');
}

export function renderHtml({ heading, intro, action, sections, footer }: EmailContent): string {
  const cell = 'padding:8px 12px;border-bottom:1px solid #e2e6ea;vertical-align:top;font-size:14px;line-height:1.5;';
  const body = sections
    .map((section) => {
      const rows = section.rows
        .map((row) => {
          const value =
            row.value === null
              ? `<span style="color:#6b7682">${NOT_PROVIDED}</span>`
              : escapeHtml(row.value).replace(/\n/g, '<br>');
          return `<tr><th scope="row" align="left" style="${cell}width:34%;color:#4a5561;font-weight:600">${escapeHtml(row.label)}</th><td style="${cell}color:#17202a;word-break:break-word">${value}</td></tr>`;
        })
        .join('');
      return `<h2 style="margin:24px 0 8px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#c2410c">${escapeHtml(section.title)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="max-width:640px;width:100%;background:#ffffff;border-radius:6px;overflow:hidden">
<tr><td style="background:#0f1720;padding:20px 24px;border-bottom:4px solid #c2410c"><h1 style="margin:0;font-size:20px;color:#ffffff">${escapeHtml(heading)}</h1></td></tr>
<tr><td style="padding:8px 24px 24px"><p style="font-size:14px;line-height:1.6;color:#17202a">${escapeHtml(intro)}</p>${action ? renderActionHtml(action) : ''}${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f7f8fa;font-size:12px;line-height:1.5;color:#4a5561">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>
`;
}

function renderActionHtml({ label, url }: EmailAction): string {
  const href = escapeHtml(url);
  return `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:4px;font-size:14px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:12px;line-height:1.5;color:#4a5561;word-break:break-all">${href}</p>`;
}

'use client';

import { useEffect, type RefObject } from 'react';

// What an editor form holds before it is saved lives only in this tab. While a guarded form differs
// from what it showed when it opened, leaving the page asks first: a reload or closing the tab
// (beforeunload) and a click on a link (Next's client navigation fires no beforeunload). Other
// forms of the page whose answer reloads it (a status button) ask unsavedChangesOnPage() first.
// A save starts the form afresh (the editors are keyed by the stored version), so it stops asking.

export const LEAVE_WITH_UNSAVED_CHANGES = 'You have changes that are not saved. Leave this page and lose them?';

/** The guarded forms on this page, with what each held when it opened. */
const guardedForms = new Map<HTMLFormElement, Map<string, string>>();

/** A form's fields as name → every value, a chosen file by its name and size. */
function fieldValues(form: HTMLFormElement): Map<string, string> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new FormData(form)) {
    if (name.startsWith('$ACTION')) continue; // React's own hidden inputs
    const text = typeof value === 'string' ? value : value.size > 0 ? `${value.name}:${value.size}` : '';
    values.set(name, [...(values.get(name) ?? []), text]);
  }
  return new Map([...values].map(([name, list]) => [name, JSON.stringify(list)]));
}

/** What a user calls a field: its label (an unticked box sends nothing, so it is found by name). */
function fieldLabel(form: HTMLFormElement, name: string): string {
  const control = form.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const label = control?.labels?.[0]?.textContent ?? control?.closest('fieldset')?.querySelector('legend')?.textContent;
  return label?.trim() || name;
}

/** The labels of the fields a guarded form has changed, empty when it holds what it opened with. */
function changedFields(form: HTMLFormElement, opened: Map<string, string>): string[] {
  const now = fieldValues(form);
  const names = new Set([...opened.keys(), ...now.keys()]);
  const changed = [...names].filter((name) => opened.get(name) !== now.get(name));
  return [...new Set(changed.map((name) => fieldLabel(form, name)))];
}

/** Every unsaved change on the page: the changed fields' labels (none: nothing would be lost). */
export function unsavedChangesOnPage(): string[] {
  return [...guardedForms].flatMap(([form, opened]) => (form.isConnected ? changedFields(form, opened) : []));
}

/** A click that the page itself would turn into leaving it (not a new tab, a download or an anchor). */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, location.href);
  return !(to.origin === location.origin && to.pathname === location.pathname && to.search === location.search && to.hash !== '');
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (unsavedChangesOnPage().length === 0) return;
  event.preventDefault();
  event.returnValue = ''; // older browsers ask only when it is set
}

function onLinkClick(event: MouseEvent) {
  if (!leavesThePage(event) || unsavedChangesOnPage().length === 0) return;
  if (window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) return;
  // Caught before React's listeners (capture, on window): next/link never starts navigating.
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Guards an editor form: leaving the page while it holds unsaved changes asks first. A form that
 * stays on the page through its saves (a row of a list, refreshed in place) passes `savedAs`, what
 * it shows as saved (a stored title, say): when that changes, the form starts afresh from there.
 */
export function useUnsavedChangesGuard(formRef: RefObject<HTMLFormElement | null>, savedAs?: string) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    guardedForms.set(form, fieldValues(form));
    if (guardedForms.size === 1) {
      window.addEventListener('beforeunload', onBeforeUnload);
      window.addEventListener('click', onLinkClick, { capture: true });
    }
    return () => {
      guardedForms.delete(form);
      if (guardedForms.size === 0) {
        window.removeEventListener('beforeunload', onBeforeUnload);
        window.removeEventListener('click', onLinkClick, { capture: true });
      }
    };
  }, [formRef, savedAs]);
}

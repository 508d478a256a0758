'use client';

import { useEffect, useId, useState } from 'react';
import { HONEYPOT_FIELD } from '@/lib/actions/hidden-fields';
import { visitUtm } from '@/components/forms/visit-utm';

/**
 * The hidden part of every lead form: where it was sent from (page and utm_*), and a honeypot
 * field that people never see or reach but form-filling bots do fill in.
 */
export function FormExtras() {
  const id = useId();
  const [origin, setOrigin] = useState({ page: '', utm: '' });
  useEffect(() => {
    setOrigin({ page: window.location.pathname + window.location.search, utm: visitUtm() });
  }, []);
  return (
    <>
      <input type="hidden" name="source_page" value={origin.page} />
      <input type="hidden" name="utm" value={origin.utm} />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

'use client';

/**
 * One facet option as the server hands it over: value, count, ticked (1 or 0), the label when it
 * is not the value itself, and the full name the label abbreviates, if any. Compact on purpose: a
 * page has some fifty options, and a server component's markup would travel twice (as HTML and
 * again in the page's RSC payload), while a client component's props travel once, as these rows.
 */
export type FacetOptionRow = [value: string, count: number, ticked: 0 | 1, label?: string, title?: string];

/** A facet's checkboxes, each with the number of products it would leave (styled by .facet-options in
 * app/globals.css, which also hides the word 'products' after the number from all but screen readers). */
export function FacetOptions({ name, options }: { name: string; options: FacetOptionRow[] }) {
  return (
    <ul className="facet-options">
      {options.map(([value, count, ticked, label = value, title]) => (
        <li key={value}>
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={ticked === 1 || undefined} disabled={(count === 0 && ticked === 0) || undefined} />
            <span>{title ? <abbr title={title}>{label}</abbr> : label}</span>
            <span>
              {count}
              <span>{count === 1 ? ' product' : ' products'}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

import { FinderNavigation } from '@/components/catalogue/finder/finder-navigation';
import { Button } from '@/components/ui/button';
import { FacetOptions, type FacetOptionRow } from '@/components/catalogue/finder/facet-options';
import { facetOptionTitle, facetSearchParams, selectionSize, type Facet, type FacetSelection } from '@/lib/domain/facets';

type Props = {
  /** where the form submits: the category page or /search */
  path: string;
  /** parameters kept as they are (the search text and category) */
  base: [string, string][];
  facets: Facet[];
  selection: FacetSelection;
  /** the id of the results region, marked busy while new results load */
  resultsId: string;
};

/**
 * The finder's filters: a GET form of checkboxes, one group per facet, each option with the
 * number of products it would leave. It works without JavaScript (Show products submits it) and
 * with it applies each tick at once. A disclosure on small screens, a sidebar on large ones.
 */
export function FinderPanel({ path, base, facets, selection, resultsId }: Props) {
  const ticked = selectionSize(selection);
  // A new key per selection: after back/forward the boxes show what the URL says, not what was clicked.
  const key = new URLSearchParams(facetSearchParams(selection)).toString();
  return (
    <details className="finder-panel group" open={ticked > 0 || undefined}>
      <summary className="finder-summary">
        <span className="icon-sliders-horizontal size-4 text-accent" />
        Filter products
        {ticked > 0 && <span className="rounded-full bg-accent px-2 text-xs text-accent-foreground">{ticked}</span>}
      </summary>
      <form key={key} action={path} method="get" className="mt-4 space-y-5">
        {base.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {facets.map((facet) => (
          <fieldset key={facet.key}>
            <legend className="facet-legend">{facet.label}</legend>
            <FacetOptions
              name={facet.key}
              options={facet.options.map(({ value, label, count, selected }) => {
                const row: FacetOptionRow = [value, count, selected ? 1 : 0];
                const title = facetOptionTitle(facet.key, value);
                if (label !== value || title) row.push(label);
                if (title) row.push(title);
                return row;
              })}
            />
          </fieldset>
        ))}
        <div className="border-t pt-4">
          <Button type="submit" variant="accent" size="sm">
            Show products
          </Button>
        </div>
        <FinderNavigation resultsId={resultsId} />
      </form>
    </details>
  );
}

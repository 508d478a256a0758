/** The form the compare ticks belong to, wherever they stand on the page (components/catalogue/compare/compare-tray.tsx). */
export const COMPARE_FORM_ID = 'compare-form';

/** A card's 'Compare' tick: part of the page's compare form, which opens /compare with the ticked products. */
export function CompareCheckbox({ product }: { product: { id: string; name: string } }) {
  return (
    <label className="compare-tick">
      {/* Styled by .compare-tick (app/globals.css): a page has a tick per card. */}
      <input type="checkbox" name="ids" value={product.id} form={COMPARE_FORM_ID} />
      Compare<span className="sr-only">{` ${product.name}`}</span>
    </label>
  );
}

/** The compare ticks of the page. */
export const compareBoxes = () => document.querySelectorAll<HTMLInputElement>(`input[form="${COMPARE_FORM_ID}"]`);

/** The event's target when it is a compare tick. */
export function compareBoxOf(target: EventTarget | null): HTMLInputElement | undefined {
  return target instanceof HTMLInputElement && target.getAttribute('form') === COMPARE_FORM_ID ? target : undefined;
}

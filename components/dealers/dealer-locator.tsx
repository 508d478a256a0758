import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { DealerView } from '@/db/types';
import { dealerStates, locateDealers, MAX_LOCATOR_QUERY, type DealerSearch, type LocatedDealer } from '@/lib/domain/dealer-locator';
import { nearnessLabels } from '@/lib/domain/pincode';
import { productCategoryLabels } from '@/lib/domain/options';

export const DEALER_LOCATOR_ID = 'find-a-dealer';
const action = `/dealers#${DEALER_LOCATOR_ID}`;

const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
// The dealer's own map link when the back office set one (https only), else a map search for its address.
const mapHref = (dealer: DealerView) =>
  dealer.map_url ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${dealer.name}, ${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.pincode}`)}`;

/**
 * Find a Dealer: a GET form (city, state or PIN code, and a state), then the matching dealers,
 * the nearest first for a PIN code, each with address, phone, e-mail, what it stocks and a map
 * link. Works without JavaScript; the address of a search can be shared.
 */
export function DealerLocator({ dealers, search }: { dealers: DealerView[]; search: DealerSearch }) {
  const result = locateDealers(dealers, search);
  const states = dealerStates(dealers);
  return (
    <section id={DEALER_LOCATOR_ID} aria-labelledby="dealer-locator-heading" className="scroll-mt-24 border-b bg-background">
      <div className="container-page py-12 sm:py-16">
        <h2 id="dealer-locator-heading" className="text-2xl font-bold uppercase sm:text-3xl">
          Find a Dealer
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Buy from one of our {dealers.length} authorised dealers across {states.length} states. Enter your PIN code to see the nearest first.
        </p>
        <form action={action} method="get" role="search" aria-label="Find a dealer" className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="dealer-near" className="text-sm font-semibold">
              City, state or PIN code
            </label>
            <Input id="dealer-near" name="near" defaultValue={search.near} maxLength={MAX_LOCATOR_QUERY} autoComplete="postal-code" placeholder="e.g. 400601 or Pune" />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="dealer-state" className="text-sm font-semibold">
              State
            </label>
            <NativeSelect id="dealer-state" name="state" defaultValue={search.state}>
              <NativeSelectOption value="">All states</NativeSelectOption>
              {states.map(({ state }) => (
                <NativeSelectOption key={state} value={state}>
                  {state}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="accent">
            <span className="icon-search" />
            Find Dealers
          </Button>
        </form>

        <div className="mt-8">
          {result.kind === 'none' ? (
            <div>
              <p className="text-sm font-semibold">Dealers by state</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {states.map(({ state, count }) => (
                  <li key={state}>
                    <Link
                      href={`/dealers?state=${encodeURIComponent(state)}#${DEALER_LOCATOR_ID}`}
                      className="inline-flex min-h-8 items-center rounded-full border bg-background px-3 text-sm hover:border-accent hover:text-accent"
                    >
                      {state} ({count})
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : result.dealers.length === 0 ? (
            <p role="status" className="rounded-lg border border-dashed px-6 py-8 text-center">
              No dealer found there yet. Try your PIN code, or contact us and we will supply you directly.
            </p>
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-muted-foreground">
                {result.kind === 'pincode'
                  ? `The ${result.dealers.length} dealers nearest to PIN code ${result.pincode}, nearest first`
                  : `${result.dealers.length} ${result.dealers.length === 1 ? 'dealer' : 'dealers'} found`}
              </p>
              <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Dealers">
                {result.dealers.map((located) => (
                  <li key={located.dealer.id} className="flex">
                    <DealerCard located={located} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function DealerCard({ located: { dealer, nearness } }: { located: LocatedDealer<DealerView> }) {
  return (
    <article className="flex w-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
      <div>
        {nearness && <p className="mb-1 text-xs font-bold tracking-wider text-accent uppercase">{nearnessLabels[nearness]}</p>}
        <h3 className="text-lg leading-snug font-bold">{dealer.name}</h3>
      </div>
      <p className="flex gap-2 text-sm">
        <span className="icon-map-pin mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {dealer.address}, {dealer.city}, {dealer.state} {dealer.pincode}
        </span>
      </p>
      <ul className="space-y-1 text-sm">
        <li>
          <a href={telHref(dealer.phone)} className="inline-flex min-h-6 items-center gap-2 font-medium text-accent hover:underline">
            <span className="icon-phone size-4" />
            {dealer.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${dealer.email}`} className="inline-flex min-h-6 items-center gap-2 font-medium break-all text-accent hover:underline">
            <span className="icon-mail size-4 shrink-0" />
            {dealer.email}
          </a>
        </li>
        <li>
          <a href={mapHref(dealer)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 items-center gap-2 font-medium text-accent hover:underline">
            <span className="icon-navigation size-4" />
            View on map<span className="sr-only">: {dealer.name} (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      {dealer.categories.length > 0 && (
        <ul aria-label="Stocks" className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {dealer.categories.map((category) => (
            <li key={category} className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
              {productCategoryLabels[category]}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

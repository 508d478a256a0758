import { SpecTable } from '@/components/catalogue/spec-table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ProductView } from '@/db/types';
import { technicalTableLabels, technicalTables, type TechnicalTables } from '@/lib/catalogue';

/** The tabs after Overview: one technical table each, and what to say when it is empty. */
const dataTabs: { value: string; label: string; table: keyof TechnicalTables; emptyText: string }[] = [
  { value: 'analysis', label: 'Analysis', table: 'weld_metal_analysis', emptyText: 'No weld metal chemical analysis applies to this product.' },
  { value: 'mechanical', label: 'Mechanical', table: 'mechanical_properties', emptyText: 'No mechanical property ranges apply to this product.' },
  { value: 'classification', label: 'Classification', table: 'classification', emptyText: 'No classification is listed for this product.' },
  { value: 'packing', label: 'Packing', table: 'packing_parameters', emptyText: 'No packing details are listed for this product.' },
];

/**
 * Spec §2 product tabs: Overview, Analysis, Mechanical, Classification, Packing. Every panel is
 * in the server's HTML (search engines read all of it; without JavaScript, Overview shows); a
 * panel without data says so.
 */
export function ProductTabs({ product }: { product: ProductView }) {
  const tables = technicalTables(product);
  return (
    <Tabs defaultValue="overview" className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        {dataTabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="overview">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-3">
            <h3 className="text-lg font-bold uppercase">Identification</h3>
            <SpecTable
              caption={technicalTableLabels.identification.title}
              columns={technicalTableLabels.identification.columns}
              rows={tables.identification}
              emptyText="No identification details are listed for this product."
            />
            {tables.specifications.length > 0 && (
              <>
                <h3 className="pt-4 text-lg font-bold uppercase">Specifications</h3>
                <SpecTable
                  caption={technicalTableLabels.specifications.title}
                  columns={technicalTableLabels.specifications.columns}
                  rows={tables.specifications}
                  emptyText=""
                />
              </>
            )}
          </div>
          <div className="space-y-3">
            <h3 className="text-lg font-bold uppercase">Key Features</h3>
            {product.features.length > 0 ? (
              <ul className="check-list space-y-2">
                {product.features.map((feature) => (
                  <li key={feature} className="gap-2.5 rounded-md border bg-card px-3 py-2 text-sm">
                    {feature}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No key features are listed for this product.</p>
            )}
          </div>
        </div>
      </TabsContent>

      {dataTabs.map(({ value, table, emptyText }) => (
        <TabsContent key={value} value={value}>
          <h3 className="mb-3 text-lg font-bold uppercase">{technicalTableLabels[table].title}</h3>
          <SpecTable caption={technicalTableLabels[table].title} columns={technicalTableLabels[table].columns} rows={tables[table]} emptyText={emptyText} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

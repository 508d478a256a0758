'use client';

import { createContext, use, useId, useState } from 'react';

// Tabs after WAI-ARIA's pattern, in the shape of shadcn/ui's (Tabs, TabsList, TabsTrigger,
// TabsContent) without Radix: the arrow keys move between tabs and select them, Home and End jump
// to the ends. Every panel is rendered (search engines and no-JavaScript visitors get all of the
// HTML); the inactive ones are hidden. `className` is appended to the defaults, not merged with
// them, so that no class-merging library reaches the browser: pass classes that add, not override.

type TabsState = { value: string; select: (value: string) => void; id: (part: 'tab' | 'panel', value: string) => string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

function Tabs({ defaultValue, onValueChange, className, children }: { defaultValue: string; onValueChange?: (value: string) => void; className?: string; children: React.ReactNode }) {
  const [value, setValue] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      setValue(next);
      onValueChange?.(next);
    },
    id: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" className={join('flex flex-col', className)}>
        {children}
      </div>
    </TabsContext>
  );
}

function TabsList({ className, children }: { className?: string; children: React.ReactNode }) {
  const { select } = useTabs();
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={join('items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
        const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (current === -1) return;
        const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: tabs.length - 1 }[event.key];
        if (target === undefined) return;
        event.preventDefault();
        const tab = tabs[(target + tabs.length) % tabs.length];
        tab.focus();
        select(tab.dataset.value!);
      }}
    >
      {children}
    </div>
  );
}

function TabsTrigger({ value, className, children }: { value: string; className?: string; children: React.ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.id('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      data-slot="tabs-trigger"
      onClick={() => tabs.select(value)}
      className={join(
        'inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0',
        className,
      )}
    >
      {children}
    </button>
  );
}

function TabsContent({ value, className, children }: { value: string; className?: string; children: React.ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={join('flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
    >
      {children}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };

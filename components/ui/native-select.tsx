import * as React from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { clsx } from 'clsx';

/**
 * shadcn's NativeSelect: a real <select>, styled like the other inputs. Forms use it rather than
 * a scripted listbox so that they work without JavaScript and get the phone's own picker.
 */
function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative w-full" data-slot="native-select-wrapper">
      <select
        data-slot="native-select"
        // Component classes (app/globals.css): className overrides them without class merging.
        className={clsx(controlClasses, 'field-select', className)}
        {...props}
      >
        {children}
      </select>
      <span className="icon-chevron-down pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />;
}

export { NativeSelect, NativeSelectOption };

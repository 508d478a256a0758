// The look of the text inputs and selects, without their size: the Input and NativeSelect
// primitives use it, and so do client islands that style a plain <input> or <select> so as not
// to load class merging (tailwind-merge) into the browser (the search box).
export const controlClasses =
  'w-full min-w-0 rounded-md border border-input bg-background shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

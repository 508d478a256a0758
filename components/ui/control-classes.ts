// The look of the text inputs and selects, without their size: a component class (app/globals.css)
// that the Input and NativeSelect primitives use, and client islands that style a plain <input>
// or <select> so as not to load class merging (tailwind-merge) into the browser (the search box).
export const controlClasses = 'control';

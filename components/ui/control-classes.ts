/** One look for every text-like control, so inputs, selects and textareas line up. */
export const controlClasses =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs ' +
  'placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30 disabled:bg-stone-100 disabled:text-stone-500 ' +
  // A read-only field (a profile in view mode) reads as text, not as a box waiting for input.
  '[&[readonly]]:border-stone-200 [&[readonly]]:bg-stone-50 [&[readonly]]:shadow-none [&[readonly]]:focus:ring-0';

/** A radio drawn as a pill: a filter's choice (the rulings index, the search page's games). The radio itself is visually hidden. */
export const CHIP =
  'inline-flex min-h-9 cursor-pointer items-center rounded-full border border-line-strong bg-surface px-3 text-sm has-checked:border-accent has-checked:bg-accent has-checked:font-semibold has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

/** Every Goda citation is document 001; `section` is the source's numbered section. */
export const src = (section: string, ref: string) => ({ doc: '001', section, ref });

import type { Ruling } from '../../schema';

/** Section ④ has no Q&A for this procedure. */
export default [] satisfies Ruling[];

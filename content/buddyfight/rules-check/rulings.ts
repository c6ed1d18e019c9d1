import type { Ruling } from '../../schema';

/** The rules check has no Q&A of its own; its examples are the setups. */
export default [] satisfies Ruling[];

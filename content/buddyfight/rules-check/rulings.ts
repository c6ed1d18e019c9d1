import type { Ruling } from '../../schema';
import { rulesCheckWeb } from '../web-rulings';

/** The rules check has no Q&A of its own; its examples are the setups. */
export default [...rulesCheckWeb] satisfies Ruling[];

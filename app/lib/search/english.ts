import { stemmer } from 'stemmer';

/**
 * Irregular English forms and the word they are a form of. The Porter stemmer joins regular forms (destroyed and
 * destroys with destroy, countered with counter) but leaves these alone, so a judge typing "break" found nothing in
 * text that says "broken". The list is the irregular forms the rules text uses, and their other forms a reader may
 * type. Left out on purpose: "left" (as often a direction as the past of leave), and forms equal to their base
 * (cost, put, hit, set, cut, let, read).
 */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    became: 'become',
    began: 'begin',
    begun: 'begin',
    bound: 'bind',
    broke: 'break',
    broken: 'break',
    brought: 'bring',
    caught: 'catch',
    came: 'come',
    chose: 'choose',
    chosen: 'choose',
    dealt: 'deal',
    did: 'do',
    done: 'do',
    drawn: 'draw',
    drew: 'draw',
    fallen: 'fall',
    fell: 'fall',
    found: 'find',
    froze: 'freeze',
    frozen: 'freeze',
    gave: 'give',
    given: 'give',
    gone: 'go',
    went: 'go',
    had: 'have',
    has: 'have',
    held: 'hold',
    kept: 'keep',
    lives: 'life',
    lost: 'lose',
    made: 'make',
    met: 'meet',
    paid: 'pay',
    sat: 'sit',
    sent: 'send',
    shown: 'show',
    spent: 'spend',
    stood: 'stand',
    struck: 'strike',
    taken: 'take',
    took: 'take',
    threw: 'throw',
    thrown: 'throw',
    told: 'tell',
    won: 'win',
    wrote: 'write',
    written: 'write',
  }),
);

const ENGLISH_WORD = /^[a-z]+$/;

/**
 * Words that say nothing about which rule is meant, dropped from the index and from queries: a judge types "what
 * happens if my monster is destroyed", and a result found by "what", "if" or "my" alone, or a snippet that opens on a
 * marked "a", only gets in the way. Negations (not, no) and "can't" stay: they change what a rule says.
 */
const STOP: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'is',
  'are',
  'was',
  'be',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'and',
  'or',
  'if',
  'it',
  'its',
  'this',
  'that',
  'what',
  'when',
  'does',
  'do',
  'can',
  'i',
  'my',
  'me',
  'you',
  'your',
  'we',
]);

/**
 * The form an English word is indexed and searched under: its stem, after an irregular form is taken back to its
 * word ("broken" and "breaks" both give "break"). Anything else (a number, a step id, Japanese) is kept as it is.
 * Expects the tokenizer's normal form (lower case).
 */
export function englishTerm(token: string): string {
  if (!ENGLISH_WORD.test(token)) return token;
  return stemmer(IRREGULAR.get(token) ?? token);
}

/** The term a token is indexed and searched under, or null for a word that says nothing (STOP). */
export function searchTerm(token: string): string | null {
  // Checked on the word an irregular form belongs to: "did" and "done" say no more than "do".
  return STOP.has(IRREGULAR.get(token) ?? token) ? null : englishTerm(token);
}

/** Whether a term is an English word's indexed form (what englishTerm gives a word), to be matched by word. */
export function isEnglishTerm(term: string): boolean {
  return ENGLISH_WORD.test(term);
}

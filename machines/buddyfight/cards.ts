/**
 * Rule-relevant facts about the cards the rulings name. Sizes and costs of the
 * generic monsters are illustrative; the named cards carry only the facts the
 * Q&A relies on. Names live in content/.
 */
export interface CardRules {
  /**
   * The card's name for the rules, where two ids are copies of one card: the buddy set aside at setup and a card of
   * the same name in the hand are told apart on the board (each id has its own words), yet share a name (000 ①).
   * Absent, the id is the name.
   */
  name?: string;
  size: number;
  traits?: string[];
  callCost: {
    gauge: number;
    /** Pay this much life (a fighter may pay down to 0, and then loses at the next ★rules check★). */
    life?: number;
    /** Put one monster from your field into the drop zone (Armorknight Demon). */
    fieldMonster?: boolean;
    /** Put a card with this trait from your drop zone into the soul (Armorknight Succubus). */
    soulFromDrop?: string;
    /**
     * Nullify the Lifelink of a monster with this trait on your field: a cost that changes another card's state
     * (Duel Sieger "Spartand", official FAQ #1). A Lifelink already nullified cannot be nullified again.
     */
    nullifyLifelink?: string;
  };
  /** Keyword abilities the rulings need. */
  keywords?: ('lifelink' | 'soulguard')[];
  /** Lifelink's number: when the card leaves the field, its fighter takes that much damage (000 ④『ライフリンク』). */
  lifelink?: number;
}

export const CARDS: Record<string, CardRules> = {
  'buddy-monster': { size: 2, callCost: { gauge: 1 } },
  // A card in the hand with the buddy's name: the one a call declares at 1.1 (the buddy itself waits in the buddy zone).
  'buddy-copy': { name: 'buddy-monster', size: 2, callCost: { gauge: 1 } },
  // A size 3 monster, to call onto a field of smaller ones (the size check at 3.3). Its cost is illustrative.
  'size-3-monster': { size: 3, callCost: { gauge: 1 } },
  'size-1-monster': { size: 1, callCost: { gauge: 0 } },
  // Two copies of it on one field (the call's size-3-call), each with its own words, so a log line saying one went to
  // the drop zone says which (an audit found both read "Size 1 monster"). For the rules they are one card.
  'size-1-left': { name: 'size-1-monster', size: 1, callCost: { gauge: 0 } },
  'size-1-right': { name: 'size-1-monster', size: 1, callCost: { gauge: 0 } },
  'other-monster': { size: 1, callCost: { gauge: 0 } },
  'armorknight-succubus': { size: 1, traits: ['armorknight'], callCost: { gauge: 1, soulFromDrop: 'armorknight' } },
  'armorknight-demon': { size: 2, traits: ['armorknight'], callCost: { gauge: 1, fieldMonster: true } },
  'life-cost-monster': { size: 1, callCost: { gauge: 0, life: 1 } },
  'armorknight-other': { size: 1, traits: ['armorknight'], callCost: { gauge: 1 } },
  // Official FAQ #1 (w08): only the facts it relies on. Sizes and the gauge part of the cost are illustrative.
  'duel-sieger': { size: 1, traits: ['duel-sieger'], keywords: ['lifelink'], callCost: { gauge: 0 } },
  'duel-sieger-spartand': { size: 1, traits: ['duel-sieger'], keywords: ['lifelink'], callCost: { gauge: 0, nullifyLifelink: 'duel-sieger' } },
  // A monster paid as Armorknight Demon's cost: with Soulguard its owner may keep it (w05), and with Lifelink its
  // leaving costs life (000). Sizes, costs and the Lifelink number are illustrative.
  'soulguard-monster': { size: 1, keywords: ['soulguard'], callCost: { gauge: 0 } },
  'lifelink-monster': { size: 1, keywords: ['lifelink'], lifelink: 2, callCost: { gauge: 0 } },
};

/** The name the rules compare (the id, unless the card is a copy of another). */
export const nameOf = (id: string): string => (Object.hasOwn(CARDS, id) ? CARDS[id].name : undefined) ?? id;

/** Whether two cards have the same name: a card with the buddy's name counts as the buddy (000 ① intro, Q5). */
export const sameName = (a: string, b: string): boolean => nameOf(a) === nameOf(b);

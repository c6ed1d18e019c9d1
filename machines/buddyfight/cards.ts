/**
 * Rule-relevant facts about the cards the rulings name. Sizes and costs of the
 * generic monsters are illustrative; the named cards carry only the facts the
 * Q&A relies on. Names live in content/.
 */
export interface CardRules {
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
  };
}

export const CARDS: Record<string, CardRules> = {
  'buddy-monster': { size: 2, callCost: { gauge: 1 } },
  'other-monster': { size: 1, callCost: { gauge: 0 } },
  'armorknight-succubus': { size: 1, traits: ['armorknight'], callCost: { gauge: 1, soulFromDrop: 'armorknight' } },
  'armorknight-demon': { size: 2, traits: ['armorknight'], callCost: { gauge: 1, fieldMonster: true } },
  'life-cost-monster': { size: 1, callCost: { gauge: 0, life: 1 } },
  'armorknight-other': { size: 1, traits: ['armorknight'], callCost: { gauge: 1 } },
};

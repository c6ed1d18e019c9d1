import { z } from 'zod';
import { L } from '../schema';

const nonEmpty = z.string().trim().min(1);

/** How the primary (JP) document's steps line up with the 2014 English document's "Step N" numbering. */
export const Concordance = z
  .object({
    /** The English document's id (a seed prefix), e.g. '002'. */
    en: z.string().regex(/^\d{3}$/),
    flows: z.record(
      z.string(),
      z.array(
        z
          .object({
            /** JP step numbers (official ids) this row covers; several when EN folds them into one Step. */
            jp: z.array(nonEmpty).min(1),
            /** The EN step label, e.g. "Step 9"; omitted when EN has no counterpart. */
            en: nonEmpty.optional(),
            /** How sure the mapping is: 'stated' (the EN text names it) or 'inferred' (from order and content). */
            basis: z.enum(['stated', 'inferred']),
            note: L.optional(),
          })
          .strict(),
      ),
    ),
    differences: z.array(
      z
        .object({
          kind: z.enum(['only-jp', 'only-en', 'order', 'wording', 'rules-check', 'qa-numbering']),
          flow: nonEmpty,
          /** JP steps the difference touches (must exist in the machines). */
          steps: z.array(nonEmpty),
          /** Rulings it touches, by id. */
          rulings: z.array(nonEmpty).default([]),
          text: L,
        })
        .strict(),
    ),
  })
  .strict();
export type Concordance = z.infer<typeof Concordance>;

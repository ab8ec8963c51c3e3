/** The vocabularies the back office edits besides brands: each entry has a name per locale and an order. */
export const vocabularyTermKinds = ["flag", "colour", "size"] as const;
export type VocabularyTermKind = (typeof vocabularyTermKinds)[number];

/** Which way a move goes in a list ordered by hand. */
export const vocabularyMoves = ["up", "down"] as const;

/** The stories holding the terms of purchase and the privacy policy, which sign-up and checkout link to. */
export const policyPageSlugs = { terms: "kopvillkor", privacy: "integritetspolicy" } as const;

export type PolicyPage = keyof typeof policyPageSlugs;

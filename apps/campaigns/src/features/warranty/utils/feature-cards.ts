type FeatureFields = {
  featureOneTitle: string | null;
  featureOneDescription: string | null;
  featureTwoTitle: string | null;
  featureTwoDescription: string | null;
  featureThreeTitle: string | null;
  featureThreeDescription: string | null;
  featureFourTitle: string | null;
  featureFourDescription: string | null;
};

/**
 * The mission's four feature cards, in order, from the page's numbered fields (decision 025
 * keeps spec §3's names). A card with no title is left out rather than shown empty.
 */
export function featureCardsOf(page: FeatureFields): { title: string; description: string }[] {
  const cards = [
    [page.featureOneTitle, page.featureOneDescription],
    [page.featureTwoTitle, page.featureTwoDescription],
    [page.featureThreeTitle, page.featureThreeDescription],
    [page.featureFourTitle, page.featureFourDescription],
  ] as const;
  return cards.flatMap(([title, description]) =>
    title?.trim() ? [{ title, description: description ?? '' }] : [],
  );
}

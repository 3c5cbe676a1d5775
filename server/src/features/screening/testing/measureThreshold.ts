// Measures the sanctions matcher on the shipped fictional sample (D44): for each threshold,
// how many variant names of listed entries it misses and how many innocent names it holds.
// Run: npx tsx server/src/features/screening/testing/measureThreshold.ts [--detail]
// (figures in docs/decisions.md, "screening"). Not a test: it prints the table the decision rests on.
import { SanctionsList } from '..';
import { INNOCENT_VENDORS, innocentSyllableNames, sampleEntries, variantsOf } from './sanctionsSample';

const entries = sampleEntries();
// Threshold 0: the best candidate of each name and its score, whatever it is.
const list = new SanctionsList(entries, { fileName: 'sanctions-sample.csv', loadedAt: new Date() }, 0);
// Vessels and aircraft are not screened (not payees): their variants are not counted.
const variants = entries.filter((entry) => !['vessel', 'aircraft'].includes(entry.type)).flatMap(variantsOf);
const innocents = [...INNOCENT_VENDORS, ...innocentSyllableNames(400)];
const variantScores = variants.map((variant) => {
  const match = list.match(variant.name);
  return { ...variant, score: match?.entryId === variant.entryId ? match.score : 0, found: match };
});
const innocentScores = innocents.map((name) => ({ name, match: list.match(name) }));

console.log(
  `entries ${entries.length} (${list.size} screened), variants ${variants.length}, innocent names ${innocents.length}`,
);
for (const threshold of [0.75, 0.78, 0.8, 0.82, 0.84, 0.85, 0.86, 0.88, 0.9, 0.93, 0.95]) {
  const misses = variantScores.filter((variant) => variant.score < threshold);
  const falseHits = innocentScores.filter(({ match }) => match && match.score >= threshold);
  const byKind = ['order', 'accents', 'typo', 'punctuation', 'spelling', 'shortened']
    .map((kind) => `${kind} ${misses.filter((miss) => miss.kind === kind).length}`)
    .join(', ');
  console.log(
    `threshold ${threshold.toFixed(2)}: misses ${misses.length}/${variants.length} (${byKind}); false hits ${falseHits.length}/${innocents.length}`,
  );
  if (process.argv.includes('--detail')) {
    for (const miss of misses
      .filter((m) => m.kind !== 'spelling')
      .concat(misses.filter((m) => m.kind === 'spelling'))
      .slice(0, 10))
      console.log(
        `  miss ${miss.kind} "${miss.name}" best ${miss.found?.name ?? '-'} ${miss.found?.score ?? 0}`,
      );
    for (const hit of falseHits.slice(0, 10))
      console.log(`  false hit "${hit.name}" ~ ${hit.match?.name} ${hit.match?.score}`);
  }
}

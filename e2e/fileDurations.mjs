// A node --test reporter that prints, once the run ends, how long each test file's top-level
// suite took, longest first: where a browser run's time went, for the next one to cut.
// run.mjs adds it beside the usual reporter (spec on a terminal, TAP elsewhere, as node picks).

/** @param {AsyncIterable<{ type: string, data: { nesting: number, name: string, file?: string, details?: { duration_ms?: number } } }>} source */
export default async function* fileDurations(source) {
  /** @type {{ seconds: number, file: string, name: string, passed: boolean }[]} */
  const suites = [];
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    const file = event.data.file ?? '';
    suites.push({
      seconds: (event.data.details?.duration_ms ?? 0) / 1000,
      file: file.slice(file.lastIndexOf('tests/')),
      name: event.data.name,
      passed: event.type === 'test:pass',
    });
  }
  if (suites.length === 0) return;
  suites.sort((a, b) => b.seconds - a.seconds);
  const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
  yield '\nBrowser test files by time (seconds, longest first):\n';
  for (const suite of suites) {
    yield `${suite.seconds.toFixed(1).padStart(8)}  ${suite.passed ? 'pass' : 'FAIL'}  ${suite.file}  (${suite.name})\n`;
  }
  yield `${total.toFixed(1).padStart(8)}  in all\n`;
}

import { scanEveryPageAt } from '../testing/accessibilityScans';

// Issue 6, item 6: axe-core on every page, dialog and state (testing/accessibilityScans.ts).
scanEveryPageAt({ label: '1280 px', width: 1280, height: 900 });

/**
 * Class names the app ships or renders on purpose without a rule in its stylesheet, each with why.
 * Read by the build's check of the purged stylesheet (`shipped-classes.ts`) and by the browser
 * tests' check of the rendered screens (e2e/support/styles.ts): any other such name fails them.
 * Adding a name here is a review decision: a missing rule is a bug unless the reason below holds.
 */
export const UNSTYLED_CLASSES: Readonly<Record<string, string>> = {
  // Bundled by react-bootstrap's OverlayTrigger (which can show either overlay); the app shows only
  // popovers (morph-link.tsx), never a tooltip.
  'tooltip-arrow': 'react-bootstrap Tooltip code bundled with OverlayTrigger; no tooltip is rendered',
};

/**
 * Class names the app ships or renders on purpose without a rule in its stylesheet, each with why.
 * Read by the build's check of the purged stylesheet (`shipped-classes.ts`) and by the browser
 * tests' check of the rendered screens (e2e/support/styles.ts): any other such name fails them.
 * Adding a name here is a review decision: a missing rule is a bug unless the reason holds.
 */
export const UNSTYLED_CLASSES: Readonly<Record<string, string>> = {
  collapsed:
    "the navbar toggler's closed state in Bootstrap's markup; Bootstrap styles it only in the accordion",
  'tooltip-arrow':
    "in react-bootstrap's Tooltip, bundled with OverlayTrigger; the app shows popovers, never a tooltip",
};

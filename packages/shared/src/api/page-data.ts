/**
 * What a page loads as soon as it opens: the module of its code in apps/web (a lazy route) and the
 * calls its route loader makes (apps/web/src/app/routes.tsx). The server names both in the
 * `Link: rel=preload / rel=modulepreload` header of the page's index.html, so the browser
 * downloads them beside the app's entry instead of after it. Only the busiest pages are listed;
 * the e2e delivery test checks that /words's preloads are the files and calls the page then uses.
 */
export interface PageLoad {
  /** The page's code: a module path of apps/web as in the Vite manifest. */
  module: string;
  /** The calls the page makes at once (without the page's query string; none when it has one). */
  data: readonly string[];
  /** Whether the page needs a session: its preloads are named only when a session cookie came. */
  signedIn: boolean;
}

const wordsAndRecordings = ['/api/lexs', '/api/audio-recordings-info'];

export const PAGE_LOADS: Readonly<Record<string, PageLoad>> = {
  '/words': { module: 'src/app/pages/words-route.tsx', data: wordsAndRecordings, signedIn: true },
  '/sents': {
    module: 'src/features/sentences/sentences-page.tsx',
    data: ['/api/sents', '/api/sent-audios'],
    signedIn: true,
  },
  '/plurals': { module: 'src/features/drills/drill-page.tsx', data: wordsAndRecordings, signedIn: true },
  '/locatives': { module: 'src/features/drills/drill-page.tsx', data: wordsAndRecordings, signedIn: true },
  '/vocab': {
    module: 'src/features/lessons/vocab-page.tsx',
    data: ['/api/vocab-lessons', '/api/sents', '/api/audio-recordings-info'],
    signedIn: true,
  },
  '/wordle': {
    module: 'src/features/wordle/wordle-page.tsx',
    data: ['/api/wordle-valid', '/api/wordle-answer'],
    signedIn: false,
  },
};

/** Asked by every page at start, signed in or not: who is there. */
export const SESSION_CALL = '/api/who';

/** The signed-in menu, a module of its own that every signed-in page shows. */
export const SIGNED_IN_NAVBAR_MODULE = 'src/components/signed-in-navbar.tsx';

/**
 * The page whose first screen the web app's build prerenders from its real components (ADR 099), and
 * how the server fills it in: the build writes one HTML fragment per kind of account (admin or not,
 * recorder or not) with these stand-ins for the signed-in user's name and the product's name, which
 * the server replaces (escaped) in the page it sends to a signed-in request without a query string.
 */
export const FIRST_SCREEN = {
  page: '/words',
  /** In the build's output, beside Vite's manifest: a dot-folder, never sent as a file. */
  file: '.vite/first-screens.json',
  username: '%FIRST_SCREEN_USERNAME%',
  productName: '%FIRST_SCREEN_PRODUCT%',
} as const;

/** The key of a first screen in FIRST_SCREEN.file: the account's kind. */
export const firstScreenKey = (account: { admin: boolean; recorder: boolean }) =>
  `${account.admin ? 'admin' : 'learner'}${account.recorder ? '+recorder' : ''}`;

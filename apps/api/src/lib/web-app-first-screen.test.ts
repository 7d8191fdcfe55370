import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN } from '@langapp/shared';
import { appWithAccounts, signedIn } from '../test-support/test-app';

const SHELL = '<div id="root"><main><p>Loading...</p></main></div>';

/** A build with index.html's shell between its markers and a first screen for each kind of account. */
function buildWithFirstScreens(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>App</title><script type="module" crossorigin src="/assets/app-1a2b.js"></script>' +
      `<body><!--first-screen-->${SHELL}<!--/first-screen--><script src="/a.js"></script></body>`,
  );
  const screen = (kind: string) =>
    `<nav><a>${FIRST_SCREEN.productName}</a><span title="Hello ${FIRST_SCREEN.username}">Hello ${FIRST_SCREEN.username}</span></nav><h1>Words</h1><p>${kind}</p>`;
  const screens = Object.fromEntries(
    ['learner', 'learner+recorder', 'admin', 'admin+recorder'].map((kind) => [kind, screen(kind)]),
  );
  fs.writeFileSync(path.join(dist, FIRST_SCREEN.file), JSON.stringify(screens));
  const manifest = {
    'index.html': { file: 'assets/app-1a2b.js', css: ['assets/app-9f8e.css'] },
    'src/app/pages/words-route.tsx': { file: 'assets/words-3c4d.js', src: 'src/app/pages/words-route.tsx' },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

async function setUp() {
  return appWithAccounts(
    { teacher: 'teacher', ana: 'learner', rec: 'recorder' },
    { config: { webDistDir: buildWithFirstScreens(), productName: 'Chik & Co' } },
  );
}

describe("/words's prerendered first screen (ADR 099)", () => {
  it('when a signed-in learner opens /words, then the page comes with its first screen drawn for a learner, named and escaped', async () => {
    const { as } = await setUp();
    const res = await as.ana.get('/words').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.text).toContain('<div id="first-screen"><nav><a>Chik &amp; Co</a>');
    expect(res.text).toContain('<span title="Hello ana">Hello ana</span>');
    expect(res.text).toContain('<p>learner</p>');
    expect(res.text).toContain('<div id="root" hidden></div><script src="/a.js">');
    expect(res.text).toContain('<title>Words | Chik &amp; Co</title>');
    expect(res.text).not.toContain('Loading...');
    expect(res.text).not.toContain('%FIRST_SCREEN');
    // The stylesheet and the session check only; the code comes at a low priority, the data once the app starts.
    expect(res.headers.link).toBe(
      '</assets/app-9f8e.css>; rel=preload; as=style; crossorigin, </api/who>; rel=preload; as=fetch; crossorigin',
    );
    expect(res.text).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/app-1a2b.js">',
    );
  });

  it("when the teacher or a recorder opens /words, then each gets their kind's first screen", async () => {
    const { as } = await setUp();
    expect((await as.teacher.get('/words').expect(200)).text).toContain('<p>admin</p>');
    expect((await as.rec.get('/words/').expect(200)).text).toContain('<p>learner+recorder</p>');
  });

  it('when a visitor, a stale session cookie or a query string comes, or another page is asked for, then the ordinary shell is sent', async () => {
    const { as, visitor } = await setUp();
    const shells = [
      await visitor.get('/words').expect(200),
      await visitor.get('/words').set('Cookie', 'sid=s%3Anot-a-session.x').expect(200),
      await as.ana.get('/words?lex=okihu').expect(200),
      await as.ana.get('/sents').expect(200),
      await as.ana.get('/words/12').expect(200),
    ];
    for (const res of shells) {
      expect(res.text).toContain(SHELL);
      expect(res.text).not.toContain('first-screen"');
      expect(res.text).toContain('<title>App</title>');
      expect(res.text).not.toContain('fetchpriority');
    }
  });

  it('when a name holds markup, then it is written as text', async () => {
    const { t } = await setUp();
    t.addUser('<b>x</b>', 'pass-pass');
    const agent = await signedIn(t.app, '<b>x</b>', 'pass-pass');
    const res = await agent.get('/words').expect(200);
    expect(res.text).toContain('Hello &lt;b&gt;x&lt;/b&gt;');
    expect(res.text).not.toContain('<b>x</b>');
  });

  it('when the build has no first screens (or index.html no markers), then /words is the ordinary page', async () => {
    const dist = buildWithFirstScreens();
    fs.rmSync(path.join(dist, FIRST_SCREEN.file));
    const { as } = await appWithAccounts({ ana: 'learner' }, { config: { webDistDir: dist } });
    expect((await as.ana.get('/words').expect(200)).text).toContain(SHELL);
  });
});

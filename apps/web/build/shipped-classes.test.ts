import { describe, expect, it } from 'vitest';
import { classesWithRules, unstyledClasses } from './shipped-classes';

const bootstrapClasses = classesWithRules(`
  /* .commented-out { color: red } */
  .badge { padding: .35em .65em } .rounded-pill { border-radius: 50rem !important }
  @media (min-width: 576px) { .top-0, .start-50 > .x { top: 0 } }
  .input-group { display: flex } .input-group-text { padding: .375rem } .tooltip-arrow { position: absolute }
`);

describe('unstyledClasses', () => {
  it.each([
    {
      when: 'a script names a class whose rule was purged',
      scripts: ['e.jsx("span",{className:"badge rounded-pill"})'],
      stylesheets: ['.badge{padding:.35em .65em}'],
      missing: ['rounded-pill'],
    },
    {
      when: 'a conditional literal names it (react-bootstrap: `hasValidation && "has-validation"`)',
      scripts: ["n=H(n,'input-group'),t&&`${n}-text`"],
      stylesheets: ['.badge{}'],
      missing: ['input-group'],
    },
    {
      when: 'every named class has a rule, inside a media query too',
      scripts: ['className:"top-0 start-50 badge"'],
      stylesheets: ['@media (min-width:576px){.top-0{top:0}}.start-50{left:50%}.badge{}'],
      missing: [],
    },
    {
      when: "words that are not Bootstrap's classes, and composed parts, are named",
      scripts: ['alert("Word not found"),`bg-${variant}`,"my-hook-class"'],
      stylesheets: [''],
      missing: [],
    },
    {
      when: 'the missing class is a reviewed exception',
      scripts: ['className:"tooltip-arrow"'],
      stylesheets: [''],
      missing: [],
    },
    {
      when: 'only a comment of the stylesheet names the class',
      scripts: ['"rounded-pill"'],
      stylesheets: ['/* .rounded-pill{} */'],
      missing: ['rounded-pill'],
    },
  ])('when $when, then the build reports $missing', ({ scripts, stylesheets, missing }) => {
    expect(
      unstyledClasses({
        scripts,
        pages: [],
        stylesheets,
        bootstrapClasses,
        exceptions: { 'tooltip-arrow': 'never rendered' },
      }),
    ).toEqual(missing);
  });

  it("when the page's HTML names a purged class, then the build reports it", () => {
    expect(
      unstyledClasses({
        scripts: [],
        pages: ['<nav class="badge input-group-text" aria-hidden="true"></nav>'],
        stylesheets: ['.badge{}'],
        bootstrapClasses,
        exceptions: {},
      }),
    ).toEqual(['input-group-text']);
  });
});

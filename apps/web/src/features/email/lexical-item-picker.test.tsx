import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EmailLex } from '@langapp/shared';
import { CHOSEN_PER_GROUP_MAX, LexicalItemPicker, pickerWords, SHOWN_PER_GROUP } from './lexical-item-picker';

const verbs = (count: number): EmailLex[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    lex: `verb${i + 1}`,
    pos: 'v',
    gloss: `meaning ${i + 1}`,
  }));

/** The picker as its page holds it: the chosen keys in state, `chosen` at first. */
function Picker({ lexs, chosen = [] }: { lexs: EmailLex[]; chosen?: string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const toggle = (key: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return <LexicalItemPicker words={pickerWords(lexs)} selected={selected} onToggle={toggle} />;
}

const verbGroup = () => screen.getByRole('group', { name: /^Verbs/ });

describe('lexical item picker', () => {
  it('when an entry has senses in two classes, then it is listed in each, with the glosses of that class', () => {
    render(
      <Picker
        lexs={[
          {
            id: 7,
            lex: 'napam',
            pos: 'v',
            gloss: 'to flow',
            senses: [
              { pos: 'v', gloss: 'to flow' },
              { pos: 'n', gloss: 'stream' },
              { pos: 'v', gloss: 'to run' },
            ],
          },
        ]}
      />,
    );
    expect(within(verbGroup()).getByRole('checkbox', { name: 'napam — to flow; to run' })).toHaveAttribute(
      'id',
      'sotw-lex-7-verb',
    );
    const nouns = screen.getByRole('group', { name: /^Nouns/ });
    expect(within(nouns).getByRole('checkbox', { name: 'napam — stream' })).toBeInTheDocument();
  });

  it('when a group has more words than it lists, then it lists the first ones and says how to find the rest', () => {
    render(<Picker lexs={verbs(SHOWN_PER_GROUP + 5)} />);

    expect(within(verbGroup()).getAllByRole('checkbox')).toHaveLength(SHOWN_PER_GROUP);
    expect(verbGroup()).toHaveAccessibleDescription(
      `Showing ${SHOWN_PER_GROUP} of ${SHOWN_PER_GROUP + 5} verbs. Type in the search box to find others.`,
    );
    expect(screen.getByText('There are no nouns in the lexicon.')).toBeInTheDocument();
  });

  it('when a chosen word no longer matches the search, then it stays listed and ticked', async () => {
    const user = userEvent.setup();
    render(<Picker lexs={verbs(3)} />);

    await user.click(screen.getByRole('checkbox', { name: 'verb1 — meaning 1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the words' }), 'verb3');

    expect(
      within(verbGroup())
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual(['sotw-lex-1', 'sotw-lex-3']);
    expect(screen.getByRole('checkbox', { name: 'verb1 — meaning 1' })).toBeChecked();
    expect(verbGroup()).toHaveAccessibleName('Verbs (1 chosen)');
  });

  it('when the most words a group takes are chosen, then its other boxes are disabled until one is unticked', async () => {
    const user = userEvent.setup();
    // All but one of the most a group takes are chosen already; the person ticks the last one.
    // (Ticking each box by hand costs a query and a click each: too slow on a loaded host.)
    const last = CHOSEN_PER_GROUP_MAX + 1;
    render(
      <Picker
        lexs={verbs(last)}
        chosen={Array.from({ length: CHOSEN_PER_GROUP_MAX - 1 }, (_, i) => String(i + 1))}
      />,
    );
    const unchosen = screen.getByRole('checkbox', { name: `verb${last} — meaning ${last}` });
    expect(unchosen).toBeEnabled();

    await user.click(
      screen.getByRole('checkbox', { name: `verb${CHOSEN_PER_GROUP_MAX} — meaning ${CHOSEN_PER_GROUP_MAX}` }),
    );

    expect(verbGroup()).toHaveAccessibleName(`Verbs (${CHOSEN_PER_GROUP_MAX} chosen)`);
    expect(unchosen).toBeDisabled();
    expect(verbGroup()).toHaveAccessibleDescription(`At most ${CHOSEN_PER_GROUP_MAX} verbs can be chosen.`);
    await user.click(screen.getByRole('checkbox', { name: 'verb1 — meaning 1' }));
    expect(unchosen).toBeEnabled();
  });
});

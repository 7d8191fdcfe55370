import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { PublishControl } from './publish-control';

function renderControl(published: boolean, busy = false) {
  const onToggle = vi.fn();
  render(<PublishControl what="lesson ab12" published={published} busy={busy} onToggle={onToggle} />);
  return { onToggle, user: userEvent.setup() };
}

describe('PublishControl', () => {
  it.each([
    [true, 'Published', 'bg-success', 'Unpublish lesson ab12', false],
    [false, 'Unpublished', 'bg-warning', 'Publish lesson ab12', true],
  ])(
    'when the lesson is published: %s, then the state reads %j in its colour and the button (described by it) flips it',
    async (published, state, colour, button, flipsTo) => {
      const { onToggle, user } = renderControl(published);

      expect(screen.getByText(state)).toHaveClass(colour);
      const toggle = screen.getByRole('button', { name: button });
      expect(toggle).toHaveAccessibleDescription(state);

      toggle.focus();
      await user.keyboard('{Enter}');

      expect(onToggle).toHaveBeenCalledExactlyOnceWith(flipsTo);
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );

  it('when a call is under way, then the button is disabled and the state still shows', async () => {
    const { onToggle, user } = renderControl(false, true);

    const toggle = screen.getByRole('button', { name: 'Publish lesson ab12' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);

    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByText('Unpublished')).toBeVisible();
  });
});

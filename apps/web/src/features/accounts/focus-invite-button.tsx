import { Button } from 'react-bootstrap';

/** The next step of the console's empty lists of learners: the invitation form's e-mail field. */
export function FocusInviteButton() {
  return (
    <Button variant="outline-primary" onClick={() => document.getElementById('invite-email')?.focus()}>
      Invite a learner
    </Button>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SpeakerNotice } from '@langapp/shared';
import { useSession } from '../../api/session';
import { setNoticeGate } from './audio-player';

// The notices' data module (with the queue of offline changes it records acceptances through) loads
// at the first play, not with the root layout: a page that plays nothing never downloads it (ADR 076).
const speakers = () => import('../../api/speakers');

const SpeakerNoticeModal = lazy(async () => ({
  default: (await import('./speaker-notice-modal')).SpeakerNoticeModal,
}));

interface Asking {
  notice: SpeakerNotice;
  answer: (play: boolean) => void;
  /** What had the focus (the play button), given it back when the dialog closes. */
  returnFocus: Element | null;
}

/**
 * The notices on speakers' recordings (ADR 061), between every player of the app and the first
 * play of a speaker's recordings: a speaker with a notice the one listening has not accepted (or
 * that changed since) gets the dialog first; "Play" is recorded (on the account, or in this browser
 * for a visitor) and plays; "Not now" plays nothing and asks again next time. Mounted once, in the
 * root layout.
 *
 * Where the notices cannot be read at all (offline before they ever loaded), the recording plays:
 * a learner's page must not fall silent because a list could not be fetched.
 */
export function SpeakerNoticeGate() {
  const queryClient = useQueryClient();
  const { username } = useSession();
  const signedIn = username !== null;
  const [asking, setAsking] = useState<Asking | null>(null);
  const current = useRef<Asking | null>(null);

  useEffect(
    () =>
      setNoticeGate(async (speaker) => {
        let notice: SpeakerNotice | undefined;
        try {
          const { acceptedNotices, speakerNoticesQuery } = await speakers();
          notice = (await queryClient.fetchQuery(speakerNoticesQuery)).find((n) => n.speaker === speaker);
          if (!notice) return true;
          const { version } = notice;
          const accepted = await acceptedNotices(queryClient, signedIn);
          if (accepted.some((a) => a.speaker === speaker && a.version === version)) return true;
        } catch {
          return true;
        }
        const shown = notice;
        return new Promise<boolean>((resolve) => {
          // A play asked for while a notice shows replaces the one waiting, which plays nothing.
          const waiting = current.current;
          waiting?.answer(false);
          const next = {
            notice: shown,
            answer: resolve,
            returnFocus: waiting?.returnFocus ?? document.activeElement,
          };
          current.current = next;
          setAsking(next);
        });
      }),
    [queryClient, signedIn],
  );

  function answer(play: boolean) {
    const shown = current.current;
    if (!shown) return;
    current.current = null;
    setAsking(null);
    if (play) {
      const accepted = { speaker: shown.notice.speaker, version: shown.notice.version };
      // Loaded already: the gate read the notices through it before asking.
      void speakers().then(({ acceptNotice }) => acceptNotice(queryClient, signedIn, accepted));
    }
    if (shown.returnFocus instanceof HTMLElement && shown.returnFocus.isConnected) shown.returnFocus.focus();
    shown.answer(play);
  }

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <SpeakerNoticeModal notice={asking.notice} onAnswer={answer} />
    </Suspense>
  );
}

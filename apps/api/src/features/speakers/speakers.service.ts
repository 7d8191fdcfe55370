import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type {
  AdminSpeaker,
  AdminSpeakerRequest,
  NewSpeakerRequest,
  NoticeAcceptance,
  Speaker,
  SpeakerNotice,
} from '@langapp/shared';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { SpeakerRow } from './speakers.repo';

/**
 * The community's time zone, in which the teacher picks the last day of a hold (design.md: every
 * date shown to people is in Los Angeles time).
 */
const ZONE = 'America/Los_Angeles';

/** A notice's version: a hash of its text, so only a changed text is read again (ADR 061). */
export const noticeVersion = (notice: string) =>
  createHash('sha256').update(notice).digest('hex').slice(0, 16);

/**
 * A hold through `day` (YYYY-MM-DD in the community's zone) ends at the start of the next day
 * there: the teacher's last day is held in full. Stored in UTC, ISO 8601 (speakers.held_until).
 */
function holdEnd(day: string): string {
  const date = DateTime.fromISO(day, { zone: ZONE });
  if (!date.isValid) throw new InvalidError(`The date ${day} is not a day of the calendar.`);
  return date.plus({ days: 1 }).startOf('day').toUTC().toJSDate().toISOString();
}

/** The last day a hold ending at `heldUntil` covers, in the community's zone. */
function lastDayHeld(heldUntil: string): string | null {
  const end = DateTime.fromISO(heldUntil, { zone: 'utc' });
  return end.isValid ? end.setZone(ZONE).minus({ milliseconds: 1 }).toISODate() : null;
}

function toAdminSpeaker(row: SpeakerRow): AdminSpeaker {
  return { ...row, held_through: row.held_until === null ? null : lastDayHeld(row.held_until) };
}

/** The rules of speakers: a learner's choice, notices and their acceptance, the teacher's panel. */
export function createSpeakersService({ repos, clock }: ServiceDeps) {
  const repo = repos.speakers;
  const notices = (): SpeakerNotice[] =>
    repo.notices().map(({ speaker, notice }) => ({ speaker, notice, version: noticeVersion(notice) }));

  return {
    preferences: (userId: number): string[] => repo.preferences(userId),

    setPreferences(userId: number, speakers: readonly string[]): string[] {
      repo.setPreferences(userId, speakers);
      return repo.preferences(userId);
    },

    notices,

    accepted: (userId: number): NoticeAcceptance[] => repo.accepted(userId),

    /**
     * The notices account `userId` has not accepted in their current version: before a take of
     * these speakers plays, the account would be asked (a changed notice is asked again).
     */
    notAccepted(userId: number): SpeakerNotice[] {
      const accepted = new Set(repo.accepted(userId).map((a) => `${a.version}:${a.speaker}`));
      return notices().filter((n) => !accepted.has(`${n.version}:${n.speaker}`));
    },

    /** Records that the account read the speaker's current notice and chose to play. */
    accept(userId: number, acceptance: NoticeAcceptance, at: Date = clock.now()): void {
      const notice = repo.notice(acceptance.speaker);
      if (notice === undefined) throw new NotFoundError(`${acceptance.speaker} has no notice to accept.`);
      if (noticeVersion(notice) !== acceptance.version) {
        throw new ConflictError(
          `The notice on ${acceptance.speaker}'s recordings has changed. Please read it again.`,
        );
      }
      repo.accept(userId, acceptance, at.toISOString());
    },

    speakers: (): AdminSpeaker[] => repo.speakers().map(toAdminSpeaker),

    /** Every speaker of the list, with their variety (whose voice a take is, ADR 080). */
    list: (): Speaker[] => repo.list(),

    /** Adds a speaker, who need not have an account; 409 when the name is taken. */
    add(request: Required<NewSpeakerRequest>): Speaker {
      const added = repo.add({ ...request, at: clock.now().toISOString() });
      if (!added) throw new ConflictError(`There is already a speaker named ${request.name}.`);
      return { name: request.name, variety: request.variety };
    },

    /**
     * Renames a speaker (ADR 085): their row, every take (trashed ones too, so a restored take keeps
     * its person), learners' choices and accepted notices, in one transaction. A name another
     * speaker has is refused (409): two people would become one.
     */
    rename(name: string, newName: string): AdminSpeaker {
      if (!repo.speaker(name)) throw new NotFoundError(`No one has recorded under the name ${name}.`);
      if (newName !== name && !repo.rename(name, newName, clock.now().toISOString())) {
        throw new ConflictError(
          `There is already a speaker named ${newName}. Choose another name, or re-credit the takes one by one.`,
        );
      }
      const renamed = repo.speaker(newName);
      if (!renamed) throw new NotFoundError(`No one has recorded under the name ${newName}.`);
      return toAdminSpeaker(renamed);
    },

    /** Sets a speaker's variety, note, notice and hold (the console's panel). */
    save(name: string, request: AdminSpeakerRequest): AdminSpeaker {
      const current = repo.speaker(name);
      if (!current) throw new NotFoundError(`No one has recorded under the name ${name}.`);
      repo.save({
        name,
        variety: request.variety ?? current.variety,
        note: request.note ?? current.note,
        notice: request.notice,
        heldUntil: request.held_through === null ? null : holdEnd(request.held_through),
        at: clock.now().toISOString(),
      });
      const saved = repo.speaker(name);
      if (!saved) throw new NotFoundError(`No one has recorded under the name ${name}.`);
      return toAdminSpeaker(saved);
    },
  };
}

export type SpeakersService = ReturnType<typeof createSpeakersService>;

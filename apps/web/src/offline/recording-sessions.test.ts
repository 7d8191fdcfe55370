import { describe, expect, it } from 'vitest';
import {
  forgetSession,
  keepChunk,
  keepNewSession,
  sessionAudio,
  unsavedSessions,
  updateSession,
} from './recording-sessions';

const session = (owner: string, at: number) => ({
  owner,
  startedAt: at,
  updatedAt: at,
  speaker: 'Elder Mary',
  listName: 'Words still to record',
  items: [{ key: 'word:1', kind: 'word' as const, lexId: 1, text: 'tahak', gloss: 'river' }],
  position: 0,
  takes: [],
  parts: 1,
});

const bytes = (...values: number[]) => Uint8Array.from(values).buffer;

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });

describe('recording sessions on the device', () => {
  it('when a session goes on, then its position, takes and audio are kept, per part, for its account only', async () => {
    const kept = await keepNewSession(session('rita', 1000));
    await keepNewSession(session('omar', 2000));
    await keepChunk({ session: kept.id!, part: 0, mimeType: 'audio/webm', data: bytes(1, 2) });
    await keepChunk({ session: kept.id!, part: 1, mimeType: 'audio/webm', data: bytes(9) });
    await keepChunk({ session: kept.id!, part: 0, mimeType: 'audio/webm', data: bytes(3) });
    const take = { id: 't1', itemKey: 'word:1', part: 0, start: 1, end: 2 };
    await updateSession({ ...kept, position: 1, takes: [take], updatedAt: 3000 });
    await updateSession({ ...kept, owner: 'omar', position: 5 }); // not omar's: left alone

    const [mine, ...rest] = await unsavedSessions('rita');
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({ position: 1, takes: [take], updatedAt: 3000 });
    const audio = await sessionAudio(kept.id!);
    expect([...audio.keys()].sort()).toEqual([0, 1]);
    expect(await bytesOf(audio.get(0)!)).toEqual([1, 2, 3]);
    expect(audio.get(0)!.type).toBe('audio/webm');
  });

  it('when a session is forgotten, then it and its audio are gone; another account cannot forget it', async () => {
    const kept = await keepNewSession(session('sam', 1000));
    await keepChunk({ session: kept.id!, part: 0, mimeType: 'audio/webm', data: bytes(1) });
    await forgetSession('other', kept.id!);
    expect(await unsavedSessions('sam')).toHaveLength(1);
    await forgetSession('sam', kept.id!);
    expect(await unsavedSessions('sam')).toEqual([]);
    expect((await sessionAudio(kept.id!)).size).toBe(0);
  });
});

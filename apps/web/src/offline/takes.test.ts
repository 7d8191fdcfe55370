import { describe, expect, it, vi } from 'vitest';
import { keepTake, NoRoomForTakeError, rateTake, removeTake, takesOf } from './takes';

/** A take of `bytes` bytes recorded at `at`. */
const take = (owner: string, item: string, at: number, bytes = 16) => ({
  owner,
  item,
  recordedAt: at,
  mimeType: 'audio/webm',
  audio: new Uint8Array(bytes).fill(at % 251).buffer,
});

/** The device's storage says it uses `usage` bytes of `quota`. */
function stubStorage(usage: number, quota: number) {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { estimate: async () => ({ usage, quota }), persisted: async () => false, persist },
  });
  return persist;
}

describe('the learner’s takes on the device', () => {
  it('when takes are kept, then each account sees its own of each item, oldest first, bytes intact', async () => {
    stubStorage(0, 10_000_000);
    await keepTake(take('ana-t1', 'entry:1', 2000));
    await keepTake(take('ana-t1', 'entry:1', 1000));
    await keepTake(take('ana-t1', 'entry:2', 3000));
    await keepTake(take('ben-t1', 'entry:1', 4000));

    const anas = await takesOf('ana-t1', 'entry:1');
    expect(anas.map((t) => t.recordedAt)).toEqual([2000, 1000]);
    expect(new Uint8Array(anas[1]!.audio)).toEqual(new Uint8Array(16).fill(1000 % 251));
    expect((await takesOf('ben-t1', 'entry:1')).map((t) => t.recordedAt)).toEqual([4000]);
    expect(await takesOf('ana-t1', 'entry:3')).toEqual([]);
  });

  it('when the device has no room for a take, then it says how much is needed and keeps nothing', async () => {
    stubStorage(9_990, 10_000);
    const kept = keepTake(take('ana-t2', 'entry:1', 1000, 2048));
    await expect(kept).rejects.toThrow(NoRoomForTakeError);
    await expect(kept).rejects.toThrow(
      'There is not enough space on this device for your recording: it needs 2 KB, and 10 bytes is left.',
    );
    expect(await takesOf('ana-t2', 'entry:1')).toEqual([]);
  });

  it('when a take is kept, then the browser is asked to keep the app’s storage', async () => {
    const persist = stubStorage(0, 10_000_000);
    await keepTake(take('ana-t3', 'entry:1', 1000));
    expect(persist).toHaveBeenCalled();
  });

  it('when a take is rated or removed, then only its owner can do it', async () => {
    stubStorage(0, 10_000_000);
    const { id } = await keepTake(take('ana-t4', 'entry:1', 1000));
    await rateTake('ben-t4', id!, 4);
    await removeTake('ben-t4', id!);
    expect((await takesOf('ana-t4', 'entry:1'))[0]?.rating).toBeUndefined();

    await rateTake('ana-t4', id!, 2);
    expect((await takesOf('ana-t4', 'entry:1'))[0]?.rating).toBe(2);
    await removeTake('ana-t4', id!);
    expect(await takesOf('ana-t4', 'entry:1')).toEqual([]);
  });
});

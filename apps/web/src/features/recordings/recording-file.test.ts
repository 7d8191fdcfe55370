import { describe, expect, it } from 'vitest';
import { chooseRecordingMime, extensionForMime, recordingFileName } from './recording-file';

describe('recording file names', () => {
  it.each([
    ['audio/webm;codecs=opus', '.webm'],
    ['audio/webm', '.webm'],
    ['audio/mp4', '.m4a'],
    ['audio/mp4;codecs=mp4a.40.2', '.m4a'],
    ['audio/ogg; codecs=opus', '.ogg'],
    ['AUDIO/OGG', '.ogg'],
    ['', '.webm'],
    ['audio/unknown', '.webm'],
  ])('when the recording type is %j, then the extension is %s', (mime, extension) => {
    expect(extensionForMime(mime)).toBe(extension);
  });

  it('when a word is recorded as MP4, then the file is named after the word with .m4a', () => {
    expect(recordingFileName("ko'mu", 'audio/mp4')).toBe("ko'mu.m4a");
    expect(recordingFileName('3.2', 'audio/webm;codecs=opus')).toBe('3.2.webm');
  });

  it('when the browser supports WebM with Opus, then it is chosen first', () => {
    expect(chooseRecordingMime(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('when the browser supports only MP4 (Safari), then MP4 is chosen', () => {
    expect(chooseRecordingMime((mime) => mime === 'audio/mp4')).toBe('audio/mp4');
  });

  it('when the browser supports none of them or the check throws, then the browser chooses', () => {
    expect(chooseRecordingMime(() => false)).toBeUndefined();
    expect(
      chooseRecordingMime(() => {
        throw new Error('isTypeSupported is unavailable in this browser');
      }),
    ).toBeUndefined();
  });
});

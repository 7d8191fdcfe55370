/** What the recorder asks for when the browser accepts it (spec §9: the default is WebM with Opus). */
export const DEFAULT_RECORDING_MIME = 'audio/webm;codecs=opus';

/** Types tried in order: WebM/Opus (Chrome, Firefox), then MP4/AAC (Safari), then Ogg. */
const PREFERRED_MIMES = [
  DEFAULT_RECORDING_MIME,
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/ogg',
];

/** File extensions by the base type of a recording's MIME type (parameters such as codecs ignored). */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': '.webm',
  'audio/mp4': '.m4a',
  'audio/x-m4a': '.m4a',
  'audio/aac': '.m4a',
  'audio/ogg': '.ogg',
  'audio/wav': '.wav',
  'audio/x-wav': '.wav',
  'audio/mpeg': '.mp3',
};

/**
 * The type to ask MediaRecorder for: the first preferred type the browser supports, or undefined
 * to let the browser choose (it then reports its choice in recorder.mimeType).
 */
export function chooseRecordingMime(isTypeSupported: (mime: string) => boolean): string | undefined {
  return PREFERRED_MIMES.find((mime) => {
    try {
      return isTypeSupported(mime);
    } catch {
      return false;
    }
  });
}

/** '.webm' for 'audio/webm;codecs=opus', '.m4a' for 'audio/mp4', '.ogg' for 'audio/ogg'; '.webm' when unknown or empty. */
export function extensionForMime(mime: string): string {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[base] ?? '.webm';
}

/** The recorded file's name (spec §9): the word or sentence id plus the extension of its MIME type. */
export function recordingFileName(id: string, mime: string): string {
  return `${id}${extensionForMime(mime)}`;
}

import { NoTextFound, TextLoading, TextReader } from './text-reader';
import { useText } from './use-text';

/** The text the /text-7 page always shows (spec §2: a further page loads text 7). */
export const TEXT_7_ID = 7;

/** /text-7: text 7 through GET /api/text/7, read-only. */
export function Text7Page() {
  const { load } = useText(TEXT_7_ID);
  if (load.status === 'loading') return <TextLoading />;
  if (load.status === 'missing') return <NoTextFound />;
  return <TextReader title={load.text.title} sents={load.text.data.sents} />;
}

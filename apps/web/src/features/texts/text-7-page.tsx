import { useQuery } from '@tanstack/react-query';
import { textQuery } from '../../api/texts';
import { TEXT_7_ID } from './text-id';
import { NoTextFound, TextLoading, TextReader } from './text-reader';

/** /text-7: text 7 through GET /api/text/7, read-only. */
export function Text7Page() {
  const { data: text, isError } = useQuery(textQuery(TEXT_7_ID));
  if (text) return <TextReader title={text.title} sents={text.data.sents} textId={TEXT_7_ID} />;
  return isError ? <NoTextFound /> : <TextLoading />;
}

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAppConfig } from '../config/app-config-context';

/**
 * The page's one h1; also names the browser tab after it.
 * `documentTitle` replaces the heading in the tab when the heading reads oddly there; `children`
 * replace the title's text in the heading (a headword with its homograph number as a subscript).
 */
export function PageHeader({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  const { productName } = useAppConfig();
  const tabTitle = documentTitle ?? `${title} | ${productName}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return <h1 className="mb-4">{children ?? title}</h1>;
}

import { useEffect } from 'react';
import { useAppConfig } from '../config/app-config-context';

/**
 * The page's one h1; also names the browser tab after it.
 * `documentTitle` replaces the heading in the tab when the heading reads oddly there.
 */
export function PageHeader({ title, documentTitle }: { title: string; documentTitle?: string }) {
  const { productName } = useAppConfig();
  const tabTitle = documentTitle ?? `${title} | ${productName}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return <h1 className="mb-4">{title}</h1>;
}

// How the class progress page writes its figures, in the browser's languages (Intl: no date
// library in the browser). Days and "last active" are in the browser's time zone, the one the
// page sends with its call, so every figure on the page counts the same days.

const languages = () => [...navigator.languages];

/** A day 'YYYY-MM-DD' as 'Tue, Mar 10' (en-US), 'Tue 10 Mar' (en-GB), ...: formatted at its UTC midnight in UTC. */
export function dayFormatter(): (day: string) => string {
  const format = new Intl.DateTimeFormat(languages(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

/** An instant as 'Mar 10, 2026, 4:59 AM' in the browser's time zone. */
export function dateTimeFormatter(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(languages(), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** A share between 0 and 1 as a whole percentage: '67%'. */
export function percentFormatter(): (share: number) => string {
  const format = new Intl.NumberFormat(languages(), { style: 'percent', maximumFractionDigits: 0 });
  return (share) => format.format(share);
}

/** '1 review', '3 reviews'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

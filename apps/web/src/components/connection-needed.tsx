const CONNECTION_NEEDED_TITLE = 'This page needs a connection';

/**
 * What a page that needs the server shows offline (the console, the e-mail pages, signing in; ADR
 * 065), in place of the page: it opens again by itself when the connection returns.
 */
export function ConnectionNeeded() {
  return (
    <section aria-labelledby="connection-needed">
      <h1 id="connection-needed">{CONNECTION_NEEDED_TITLE}</h1>
      <p>
        It opens again as soon as you are back online. What you made available offline (lessons, words, texts
        and your review) works without one.
      </p>
    </section>
  );
}

/**
 * A line that says the shopper's search back ("Search results for “mug”"), its search isolated in a `<bdi>`:
 * a search that starts with a right-to-left override (`?q=%E2%80%AEgum`) reads “‮gum” between its quotes,
 * never pulling the closing quote, or the words after it, into its own direction. The line's text is unchanged
 * (the sentence keeps its one home: `pageText`, `countLine`); only the search's quoted words are isolated.
 */
export function SaidSearch({ line, search }: { line: string; search: string }) {
  const quoted = `“${search}”`;
  const at = search ? line.lastIndexOf(quoted) : -1;
  if (at < 0) return <>{line}</>;
  return (
    <>
      {line.slice(0, at)}“<bdi>{search}</bdi>”{line.slice(at + quoted.length)}
    </>
  );
}

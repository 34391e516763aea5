import { Fragment } from 'react';

// A run of Latin letters, digits and path signs, not ending in a dot (a sentence's full stop stays Arabic).
const LATIN_RUN = /([A-Za-z0-9_/\\-](?:[A-Za-z0-9_./\\-]*[A-Za-z0-9_/\\-])?)/;
const NEEDS_ISOLATION = /[A-Za-z/\\]/;

/** An Arabic sentence from the server, shown as is, with its Latin pieces (a folder, a file name) kept
 * left to right: without it '/srv/kahraba/backups' at the end of a sentence shows as 'srv/kahraba/backups/'. */
export function MixedDirectionText({ text }: { text: string }) {
  return (
    <>
      {text.split(LATIN_RUN).map((piece, index) =>
        index % 2 === 1 && NEEDS_ISOLATION.test(piece) ? (
          // A box of its own: a name wrapped over two lines keeps its order on each.
          <bdi key={index} dir="ltr" className="d-inline-block mw-100">
            {piece}
          </bdi>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

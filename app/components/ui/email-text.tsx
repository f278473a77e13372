import { Fragment } from "react";

/**
 * An email address that may wrap only after its "@" and its dots (a <wbr> there), so a narrow column breaks it at
 * "genomics@ / verdantcollective. / example" and never inside a word.
 */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

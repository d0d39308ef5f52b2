// A translated sentence with a link inside it, wherever the language puts the link.

import { Fragment, type ReactNode } from "react";

/** The mark a message's `{ $link }` is given, where the link goes. */
export const LINK = "\uE000";

/** `text` was said with `{ link: LINK }`: the link goes where that language put it. */
export function withLink(text: string, link: ReactNode): ReactNode {
  const parts = text.split(LINK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && link}
    </Fragment>
  ));
}

// The error summary of every form (the GOV.UK pattern): its title, shown above the list of the fields that need
// fixing, with and without JavaScript (app/components/forms/, server/forms/flash-html.ts). No zod here.
//
// One punctuation rule for every message (docs/design.md, "Forms"): a field's message names one problem and has no
// full stop, as the site's fixed field messages do ('Please enter a valid email address'); it is shown next to its field, in the
// summary and in an API answer's `details`. A message about the whole form or request (a banner: sent, failed, too
// many) is a sentence and ends like one. The fixed texts stay word for word either way.

export const errorSummaryTitle = "There is a problem";

// The four values of the Company page.
export interface Value {
  title: string;
  description: string;
}

export const values: readonly Value[] = [
  {
    title: "Open by default",
    description:
      "Code, models and non-personal data are public unless there is a clear reason not to be, and that reason is written down.",
  },
  {
    title: "Consent is continuous",
    description:
      "People who share data can see how it is used, change their minds at any time, and share in the benefits it creates.",
  },
  {
    title: "Regenerate, don't extract",
    description:
      "We judge projects by what they leave behind: healthier soil, stronger local institutions, skills that stay after we go.",
  },
  {
    title: "Rigour with humility",
    description:
      "We pre-register studies, publish negative results and invite the people affected by our work to challenge it.",
  },
];

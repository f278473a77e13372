// The FAQ of the Contact page: partnering, access to datasets, consulting, and contributing to open source.
export interface FaqItem {
  topic: "partnering" | "datasets" | "consulting" | "open-source";
  question: string;
  answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    topic: "partnering",
    question: "How can my organisation partner with Verdant Collective?",
    answer:
      "Send a short description of your organisation and the problem you want to work on through the form above, choosing the Partnerships category. A member of the relevant program will reply within five working days to set up an exploratory call. Most partnerships start with a three-month scoping pilot.",
  },
  {
    topic: "datasets",
    question: "Can I access your research datasets?",
    answer:
      "Open Access datasets can be downloaded from the Research Center without an account. Restricted datasets, such as those derived from genomes or health records, require a data-access request reviewed by our ethics council and, where relevant, by the community that contributed the data.",
  },
  {
    topic: "consulting",
    question: "Do you offer consulting services?",
    answer:
      "Yes. Our Services teams help hospitals, governments and food companies design biological-AI platforms, precision nutrition programs, genomic data governance and precision agriculture systems. Revenue from services funds our open research.",
  },
  {
    topic: "open-source",
    question: "How can I contribute to your open-source projects?",
    answer:
      'All 15 of our public repositories welcome issues and pull requests; each has a CONTRIBUTING guide and issues labelled "good first issue". Regular contributors can apply for membership of the collective, which brings voting rights and a share of governance tokens.',
  },
];

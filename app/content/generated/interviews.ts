// Generated from content/press/interviews/*.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { Interview } from "../schema.ts";

export const interviews: readonly Interview[] = [
  {
    "slug": "open-science-regeneration",
    "order": 10,
    "title": "Open science is how regeneration scales",
    "interviewee": "Dr. Elena Marquez, Founder and Executive Director",
    "description": "On why the collective publishes its data, models and failures, and how a remote organisation stays accountable.",
    "type": "Written",
    "date": "2025-01-22",
    "length": "9 min read",
    "outlet": "Regenerative Economy Review",
    "excerpt": [
      {
        "speaker": "Interviewer",
        "text": "Why publish data that competitors could use?"
      },
      {
        "speaker": "Elena Marquez",
        "text": "Because the problems we work on are bigger than any one organisation. When we released the soil dataset, three universities found errors in our calibration within a month. Our models got better because we were open."
      },
      {
        "speaker": "Interviewer",
        "text": "How do you stay accountable without a head office?"
      },
      {
        "speaker": "Elena Marquez",
        "text": "Everything that matters is written down and public: budgets, decisions, results. Members vote on priorities every year, and partner communities sit on the boards that approve data use."
      }
    ]
  },
  {
    "slug": "ai-for-the-rest-of-us",
    "order": 20,
    "title": "AI for the rest of the world",
    "interviewee": "Dr. Kenji Nakamura, Chief Science Officer",
    "description": "Why models trained on narrow data fail most people, and what ancestry-aware genomics changes.",
    "type": "Video",
    "date": "2024-12-11",
    "length": "18 min",
    "outlet": "Science Frontiers Live",
    "excerpt": [
      {
        "text": "Summary: Kenji Nakamura explains how adding genomes from under-represented ancestries raised the accuracy of rare-disease variant ranking, why interpretability matters to clinicians, and how the collective decides which models to release openly."
      },
      {
        "speaker": "Kenji Nakamura",
        "text": "A model is only as fair as the people in its training data. We measure performance separately for every group we serve, and we publish those numbers."
      }
    ]
  },
  {
    "slug": "food-is-infrastructure",
    "order": 30,
    "title": "Food is health infrastructure",
    "interviewee": "Dr. Priya Raman, Director of Health Systems",
    "description": "On bringing personalised nutrition into primary care and paying for it through outcomes.",
    "type": "Podcast",
    "date": "2025-02-18",
    "length": "42 min",
    "outlet": "The Preventive Medicine Podcast",
    "excerpt": [
      {
        "text": "Summary: Priya Raman describes the Precision Plate pilot, from glucose monitoring to grocery lists priced against local shops, and argues that health systems should fund nutrition the way they fund medicines: by results."
      },
      {
        "speaker": "Priya Raman",
        "text": "If a plan asks a family to buy food they cannot afford, it is not personalised. Affordability was the single strongest predictor of whether patients stayed with the programme."
      }
    ]
  }
];

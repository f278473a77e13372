// Generated from content/legal/*.md by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { LegalDocument } from "../schema.ts";

export const legalDocuments: readonly LegalDocument[] = [
  {
    "id": "privacy-policy",
    "order": 10,
    "title": "Privacy Policy",
    "summary": "What personal data we collect through this website and our programs, why, and your rights.",
    "lastUpdated": "2025-01-15",
    "sections": [
      {
        "heading": "What we collect",
        "paragraphs": [
          "When you contact us, apply for a job or create an account we collect the details you enter: your name, email address and, depending on the form, your organisation, phone number, professional links and message. We keep a minimal server log (IP address, time and page) for 30 days to protect the site from abuse.",
          "We do not use advertising trackers and we do not sell or rent personal data."
        ]
      },
      {
        "heading": "Why we use it",
        "paragraphs": [
          "We use your data to answer your message, assess your application or run your account (contract and legitimate interests), and to meet legal obligations. Research participants' data is governed separately by the consent they gave and by our Genomic and Biodata Governance Policy."
        ]
      },
      {
        "heading": "How long we keep it",
        "paragraphs": [
          "Contact messages are kept for two years, job applications for twelve months after the position closes, and account data until you delete your account."
        ]
      },
      {
        "heading": "Your rights",
        "paragraphs": [
          "You may ask for a copy of your data, correct it, delete it, restrict or object to its use, or take it elsewhere. Write to legal@verdantcollective.example; we answer within 30 days. You may also complain to your data-protection authority; our lead authority is the Portuguese Comissão Nacional de Proteção de Dados."
        ]
      }
    ]
  },
  {
    "id": "terms-and-conditions",
    "order": 20,
    "title": "Terms and Conditions",
    "summary": "The rules for using this website, creating an account and using our open resources.",
    "lastUpdated": "2025-01-08",
    "sections": [
      {
        "heading": "1. Who we are and what these terms cover",
        "paragraphs": [
          "These terms govern your use of the Verdant Collective website, your account and the resources we publish on it, such as datasets, reports, models and brochures. Verdant Collective is a research collective whose members govern it jointly; in these terms \"we\" means the collective and \"you\" means anyone who visits the site or holds an account.",
          "By creating an account or downloading a resource you agree to these terms. If you do not agree, please do not use the site."
        ]
      },
      {
        "heading": "2. Your account",
        "paragraphs": [
          "You must give a real name and an email address you control, and keep your password to yourself. You are responsible for what happens under your account until you tell us it has been compromised.",
          "An account only lets you sign in; it does not make you a member of the collective, give you voting rights or grant access to Restricted datasets. You can ask us to delete your account at any time."
        ]
      },
      {
        "heading": "3. Acceptable use",
        "paragraphs": [
          "Do not try to break, overload or probe the security of the site, send unsolicited messages through its forms, or try to re-identify people in any dataset we publish.",
          "We may suspend accounts or block access that breaks these rules, and we will tell you why unless the law or an ongoing investigation prevents it."
        ]
      },
      {
        "heading": "4. Open content and licences",
        "paragraphs": [
          "Unless a page or file says otherwise, our text and reports are licensed under Creative Commons Attribution 4.0, our code under the Apache License 2.0, and our Open Access datasets under the licence named in their data card.",
          "Restricted datasets are available only under a signed data-access agreement, which prevails over these terms for that data."
        ]
      },
      {
        "heading": "5. No medical or professional advice",
        "paragraphs": [
          "Research findings, model outputs and figures on this site describe ongoing work. They are not a diagnosis, treatment plan, agronomic prescription or investment recommendation. Consult a qualified professional before acting on them."
        ]
      },
      {
        "heading": "6. Liability",
        "paragraphs": [
          "We work hard to keep the site accurate and available, but we provide it as it is. To the extent the law allows, we are not liable for indirect losses, or for losses caused by your reliance on research that is clearly marked as preliminary. Nothing in these terms limits liability that cannot be limited by law."
        ]
      },
      {
        "heading": "7. Changes and contact",
        "paragraphs": [
          "We may update these terms; the date at the top shows the latest version, and we will email account holders about material changes at least 30 days in advance. These terms are governed by Portuguese law, without prejudice to the mandatory consumer protections of the country where you live.",
          "Questions about these terms go to legal@verdantcollective.example."
        ]
      }
    ]
  },
  {
    "id": "cookie-policy",
    "order": 30,
    "title": "Cookie Policy",
    "summary": "The few cookies and browser storage entries this site uses, and why none of them track you.",
    "lastUpdated": "2024-12-02",
    "sections": [
      {
        "heading": "What we store in your browser",
        "paragraphs": [
          "When you sign in we store a session token and, if you tick Remember me, a remember-me flag in your browser's local storage. They are needed to keep you signed in and are removed when you log out."
        ]
      },
      {
        "heading": "What we do not use",
        "paragraphs": [
          "We use no advertising, analytics or social-media cookies, and we load no third-party scripts. Because we only use strictly necessary storage, we do not show a cookie banner."
        ]
      },
      {
        "heading": "Managing storage",
        "paragraphs": [
          "You can clear this site's storage at any time in your browser settings; you will simply be signed out."
        ]
      }
    ]
  },
  {
    "id": "data-processing-addendum",
    "order": 40,
    "title": "Data Processing Addendum",
    "summary": "The terms under which we process personal data on behalf of hospitals, agencies and companies.",
    "lastUpdated": "2024-12-18",
    "sections": [
      {
        "heading": "Roles",
        "paragraphs": [
          "When we deliver a service for a client, for example a nutrition program inside a hospital, the client is the controller of the patients' data and we act as its processor under Article 28 GDPR."
        ]
      },
      {
        "heading": "Our commitments",
        "paragraphs": [
          "We process data only on documented instructions, bind our staff to confidentiality, apply the security measures listed in Annex II, assist with data-subject requests and impact assessments, and notify personal-data breaches within 36 hours of becoming aware of them."
        ]
      },
      {
        "heading": "Sub-processors and transfers",
        "paragraphs": [
          "Our current sub-processors are listed in Annex III; clients are told 30 days before a new one is added and may object. Transfers outside the European Economic Area rely on the European Commission's standard contractual clauses."
        ]
      },
      {
        "heading": "End of processing",
        "paragraphs": [
          "At the end of a service we return or delete all personal data within 60 days, as the client chooses, and confirm the deletion in writing."
        ]
      }
    ]
  },
  {
    "id": "biodata-governance-policy",
    "order": 50,
    "title": "Genomic and Biodata Governance Policy",
    "summary": "How genetic, health and agricultural data entrusted to us is consented, accessed and shared.",
    "lastUpdated": "2024-11-20",
    "sections": [
      {
        "heading": "Consent",
        "paragraphs": [
          "Participants give dynamic consent: they choose which kinds of research may use their data and can change that choice at any time. Every change is recorded in our on-chain consent registry and takes effect within 24 hours across all federated nodes."
        ]
      },
      {
        "heading": "Access",
        "paragraphs": [
          "Raw genomic and health data never leaves the institution that holds it. Researchers run approved analyses through the Helix Discovery Platform and receive only aggregate results that pass automated privacy checks."
        ]
      },
      {
        "heading": "Community authority",
        "paragraphs": [
          "Where data comes from an identifiable community, such as an Indigenous people or a farming cooperative, its representatives sit on the access committee for that data and may veto uses they consider harmful."
        ]
      },
      {
        "heading": "Benefit-sharing",
        "paragraphs": [
          "At least 20% of any licensing revenue derived from community data flows back to that community under a written benefit-sharing agreement, in line with the Nagoya Protocol."
        ]
      }
    ]
  },
  {
    "id": "smart-contract-governance-terms",
    "order": 60,
    "title": "Smart Contract Governance Terms",
    "summary": "How proposals, votes, governance tokens and the treasury of the collective work.",
    "lastUpdated": "2024-11-05",
    "sections": [
      {
        "heading": "Governance tokens",
        "paragraphs": [
          "Members receive non-transferable governance tokens that vest over four years. Tokens carry voting rights and a share of service revenue; they are not securities, cannot be sold and are not offered to the public."
        ]
      },
      {
        "heading": "Proposals and voting",
        "paragraphs": [
          "Any member may submit a proposal with the support of five others. Votes run for seven days and need a quorum of 30% of vested tokens; decisions on data access also need the approval of the relevant ethics or community committee."
        ]
      },
      {
        "heading": "Upgrades and emergencies",
        "paragraphs": [
          "Approved contract changes are time-locked for 14 days. In a security emergency, the elected stewards may pause contracts for up to 72 hours, and must publish a report within that time."
        ]
      },
      {
        "heading": "Records",
        "paragraphs": [
          "All proposals, votes and treasury movements are public and permanent. No personal data is written on-chain; participants are represented only by pseudonymous identifiers."
        ]
      }
    ]
  }
];

// Leadership team (SPEC §3 Team member). No photos: the person card draws an initials avatar.
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string | null;
  expertise: readonly string[];
}

export const team: readonly TeamMember[] = [
  {
    name: "Dr. Amara Okafor",
    role: "Executive Director and Co-founder",
    bio: "Statistical geneticist who led population genomics programs in Lagos and Cambridge before co-founding the collective. She chairs the ethics council.",
    image: null,
    expertise: ["Population genomics", "Research ethics", "Open science policy"],
  },
  {
    name: "Lukas Brandt",
    role: "Chief Technology Officer",
    bio: "Distributed-systems engineer and former maintainer of an open-source federated learning framework. He designs the collective's privacy and consent infrastructure.",
    image: null,
    expertise: ["Federated learning", "Cryptography", "Smart-contract security"],
  },
  {
    name: "Dr. Priya Raman",
    role: "Director of Nutrition and Health Systems",
    bio: "Physician and nutrition epidemiologist who has run metabolic-health programs in India and Kenya. She leads the Precision Nutrition System pilots.",
    image: null,
    expertise: ["Nutrition epidemiology", "Clinical trials", "Primary care integration"],
  },
  {
    name: "Mateo Álvarez",
    role: "Director of Regenerative Agriculture",
    bio: "Agronomist and third-generation farmer from Andalusia who has helped more than 2,000 smallholders adopt regenerative practices using open sensor networks.",
    image: null,
    expertise: ["Soil science", "Agroecology", "Remote sensing"],
  },
];

/** "Dr. Amara Okafor" -> "AO": first letters of the first and last names, titles ignored. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/^(dr|prof|mr|ms|mrs)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

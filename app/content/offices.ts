// The office locations of the Contact page: virtual headquarters, research hub, agricultural centre and health
// systems hub.
export interface Office {
  kind: string;
  city: string;
  address: readonly string[];
  focus: string;
}

export const offices: readonly Office[] = [
  {
    kind: "Virtual headquarters",
    city: "Everywhere",
    address: ["Remote-first: our members work from 30+ countries", "Core hours 13:00–16:00 UTC"],
    focus: "Governance, operations and the weekly all-hands call.",
  },
  {
    kind: "Research hub",
    city: "Lisbon, Portugal",
    address: ["Rua da Boavista 84, 3rd floor", "1200-066 Lisbon"],
    focus: "Genomics, AI Center and our European clinical partnerships.",
  },
  {
    kind: "Agricultural centre",
    city: "Córdoba, Spain",
    address: ["Finca Los Olivos, Carretera A-431 km 9", "14005 Córdoba"],
    focus: "Regenerative farming trials and the Iberian soil-sensor network.",
  },
  {
    kind: "Health systems hub",
    city: "Nairobi, Kenya",
    address: ["Upper Hill, Ngong Road, Block C", "P.O. Box 00100 Nairobi"],
    focus: "Precision nutrition pilots and primary-care integration in East Africa.",
  },
];

// The site's navigation as data: the header menu (Home; About, Research and Resources groups; Projects, Services,
// Contact) and the footer links. The header and footer render it, tests walk it.
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  children: readonly NavLink[];
}
export type NavEntry = NavLink | NavGroup;

export const mainNavigation: readonly NavEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "About",
    children: [
      { label: "Vision", to: "/vision" },
      { label: "Company", to: "/company" },
      { label: "Careers", to: "/careers" },
    ],
  },
  {
    label: "Research",
    children: [
      { label: "AI Center", to: "/ai-center" },
      { label: "Featured Initiatives", to: "/featured-initiatives" },
      { label: "Research Center", to: "/research" },
    ],
  },
  { label: "Projects", to: "/projects" },
  { label: "Services", to: "/services" },
  {
    label: "Resources",
    children: [
      { label: "Insights", to: "/insights" },
      { label: "Events", to: "/events" },
      { label: "Press Kit", to: "/press" },
    ],
  },
  { label: "Contact", to: "/contact" },
];

export const footerLinks: readonly NavLink[] = [
  { label: "Vision", to: "/vision" },
  { label: "Initiatives", to: "/featured-initiatives" },
  { label: "Projects", to: "/projects" },
  { label: "Services", to: "/services" },
  { label: "Careers", to: "/careers" },
  { label: "AI Center", to: "/ai-center" },
  { label: "Research Center", to: "/research" },
  { label: "Legal", to: "/legal" },
  { label: "Privacy", to: "/legal" },
  { label: "Terms", to: "/legal" },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "children" in entry;
}
